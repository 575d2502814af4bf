import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@zina/shared/constants';
import { ProductListResponseSchema, type Product } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { ADMIN_KEY } from './storefront-refresh';

export interface ProductPage {
  products: Product[];
  totalPages: number;
}

export const adminProductsKey = (page: number, search: string) =>
  [ADMIN_KEY, 'products', { page, search }] as const;

/** POST /api/product/get {page, limit, search}: 12 a page (SPEC.md §9). */
export async function getProducts(
  q: { page: number; search: string },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const body = await api.post(
    ProductListResponseSchema,
    '/api/product/get',
    { page: q.page, limit: PAGE_SIZES.adminProducts, search: q.search },
    { signal },
  );
  return { products: body.data, totalPages: body.totalNoPage };
}

export const useAdminProducts = (page: number, search: string) =>
  useQuery({
    queryKey: adminProductsKey(page, search),
    queryFn: ({ signal }) => getProducts({ page, search }, signal),
    placeholderData: keepPreviousData,
  });
