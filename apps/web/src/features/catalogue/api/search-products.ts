import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';
import { nextPage, type ProductPage } from './product-page';

export const searchKey = (term: string) => ['product', 'search', term] as const;

/** POST /api/product/search-product: { search, page } → data, page, totalPage. */
export async function searchProducts(
  q: { search: string; page: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const body = await api.post(
    catalogueAnswer('SearchResponseSchema'),
    '/api/product/search-product',
    q,
    { signal },
  );
  return {
    products: body.data,
    page: body.page,
    totalPages: body.totalPage,
    totalCount: body.totalCount,
    totalCapped: body.totalCapped ?? false,
  };
}

/** The results of one term, page by page. */
export const searchQuery = (term: string) =>
  infiniteQueryOptions({
    queryKey: searchKey(term),
    queryFn: ({ pageParam, signal }) => searchProducts({ search: term, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/**
 * SPEC.md §4 Search: pages append while the page is below the total; a new term starts again
 * from page 1 (its own cache entry), the previous results staying on screen until it answers.
 */
export const useSearchProducts = (term: string) =>
  useInfiniteQuery({
    ...searchQuery(term),
    enabled: term.trim() !== '',
    placeholderData: keepPreviousData,
  });
