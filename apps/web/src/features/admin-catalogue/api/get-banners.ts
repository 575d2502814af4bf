import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@zina/shared/constants';
import { BannerPageResponseSchema, type Banner } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { ADMIN_KEY } from './storefront-refresh';

export interface BannerPage {
  banners: Banner[];
  totalPages: number;
}

export const adminBannersKey = (page: number, search: string) =>
  [ADMIN_KEY, 'banners', { page, search }] as const;

/** POST /api/banner/get {page, limit, search}: every banner, active or not, 12 a page. */
export async function getBanners(
  q: { page: number; search: string },
  signal?: AbortSignal,
): Promise<BannerPage> {
  const body = await api.post(
    BannerPageResponseSchema,
    '/api/banner/get',
    { page: q.page, limit: PAGE_SIZES.banners, search: q.search },
    { signal },
  );
  return { banners: body.data, totalPages: body.totalPages };
}

export const useAdminBanners = (page: number, search: string) =>
  useQuery({
    queryKey: adminBannersKey(page, search),
    queryFn: ({ signal }) => getBanners({ page, search }, signal),
    placeholderData: keepPreviousData,
  });
