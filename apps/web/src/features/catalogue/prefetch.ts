import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { idFromSlug } from '@zina/shared/slug';
import { activeBannersQuery } from './api/get-active-banners';
import { categoriesQuery } from './api/get-categories';
import { listingQuery } from './api/get-listing';
import { productDetailsQuery } from './api/get-product-details';
import { subcategoriesQuery } from './api/get-subcategories';
import { searchQuery } from './api/search-products';
import { searchTermOf } from '@zina/shared/search-term';

type Prefetch = (queryClient: QueryClient, params: Params, search: string) => void;

/**
 * The catalogue calls a storefront page makes on its first render, started while its code is
 * still downloading (the page then reads them from the cache). Same keys and options as the
 * pages' hooks; a failure is left to the page, which asks again.
 */
export const CATALOGUE_PREFETCH: Record<'home' | 'listing' | 'product' | 'search', Prefetch> = {
  home: (queryClient) => {
    void queryClient.prefetchQuery(activeBannersQuery);
    void queryClient.prefetchQuery(categoriesQuery);
    void queryClient.prefetchQuery(subcategoriesQuery);
  },
  listing: (queryClient, params, search) => {
    void queryClient.prefetchQuery(categoriesQuery);
    void queryClient.prefetchQuery(subcategoriesQuery);
    const categoryId = idFromSlug(params.category);
    const subCategoryId = idFromSlug(params.subcategory);
    // Only the default order: another one (?tri=) is read by the page itself.
    if (categoryId && subCategoryId && !new URLSearchParams(search).has('tri')) {
      void queryClient.prefetchInfiniteQuery(
        listingQuery({ categoryId, subCategoryId, sort: 'newest' }),
      );
    }
  },
  product: (queryClient, params) => {
    const productId = idFromSlug(params.product);
    if (productId) void queryClient.prefetchQuery(productDetailsQuery(productId));
  },
  search: (queryClient, _params, search) => {
    const term = searchTermOf(search).trim();
    if (term) void queryClient.prefetchInfiniteQuery(searchQuery(term));
  },
};
