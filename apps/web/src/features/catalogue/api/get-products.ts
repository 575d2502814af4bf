import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductSort } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';
import { nextPage, type ProductPage } from './product-page';

export const ALL_PRODUCTS_PAGE_SIZE = 12;

export const productsKey = (sort: ProductSort) => ['product', 'list', sort] as const;

/** POST /api/product/get: the whole catalogue (the /products page). */
export async function getProducts(
  q: { page: number; sort: ProductSort },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const body = await api.post(
    catalogueAnswer('ProductListResponseSchema'),
    '/api/product/get',
    { page: q.page, limit: ALL_PRODUCTS_PAGE_SIZE, sort: q.sort },
    { signal },
  );
  return {
    products: body.data,
    page: q.page,
    totalPages: body.totalNoPage,
    totalCount: body.totalCount,
  };
}

export const useAllProducts = (sort: ProductSort) =>
  useInfiniteQuery({
    queryKey: productsKey(sort),
    queryFn: ({ pageParam, signal }) => getProducts({ page: pageParam, sort }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
