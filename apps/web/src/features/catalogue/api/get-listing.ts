import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@zina/shared/constants';
import { LISTING_PATH } from '@zina/shared/catalogue-paths';
import type { ProductSort } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';
import { nextPage, type ProductPage } from './product-page';

export interface ListingQuery {
  categoryId: string | null;
  subCategoryId: string | null;
  sort: ProductSort;
}

export const listingKey = (q: ListingQuery) =>
  ['product', 'listing', q.categoryId, q.subCategoryId, q.sort] as const;

/** POST /api/product/get-product-by-category-and-subcategory */
export async function getListing(
  q: { categoryId: string; subCategoryId: string; sort: ProductSort; page: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const body = await api.post(
    catalogueAnswer('ListingResponseSchema'),
    LISTING_PATH,
    {
      categoryId: q.categoryId,
      subCategoryId: q.subCategoryId,
      page: q.page,
      limit: PAGE_SIZES.listing,
      sort: q.sort,
    },
    { signal },
  );
  return {
    products: body.data,
    page: body.page,
    totalPages: body.totalNoPage,
    totalCount: body.totalCount,
  };
}

/** The listing's pages, once both ids are known. */
export const listingQuery = (q: { categoryId: string; subCategoryId: string; sort: ProductSort }) =>
  infiniteQueryOptions({
    queryKey: listingKey(q),
    queryFn: ({ pageParam, signal }) => getListing({ ...q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** SPEC.md §2: the call is skipped while a category or subcategory id is missing. */
export const useListing = (q: ListingQuery) =>
  useInfiniteQuery({
    ...listingQuery({
      categoryId: q.categoryId ?? '',
      subCategoryId: q.subCategoryId ?? '',
      sort: q.sort,
    }),
    enabled: q.categoryId !== null && q.subCategoryId !== null,
  });
