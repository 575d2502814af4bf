import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';

export const activeBannersKey = ['banner', 'active'] as const;

export async function getActiveBanners(signal?: AbortSignal): Promise<Banner[]> {
  return (
    await api.get(catalogueAnswer('BannerListResponseSchema'), '/api/banner/active', { signal })
  ).data;
}

export const activeBannersQuery = queryOptions({
  queryKey: activeBannersKey,
  queryFn: ({ signal }) => getActiveBanners(signal),
  staleTime: 5 * 60_000,
  // The default banner is the planned answer to a failure: no waiting on retries for it.
  retry: false,
});

export const useActiveBanners = () => useQuery(activeBannersQuery);
