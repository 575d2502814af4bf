import { useQuery } from '@tanstack/react-query';
import { SearchResponseSchema, type Product } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** How many products the edit dialog offers for a term. */
const RESULTS = 6;

/** POST /api/product/search-product: the storefront's search, to add a product to an order. */
export async function searchCatalogue(search: string, signal?: AbortSignal): Promise<Product[]> {
  const body = await api.post(
    SearchResponseSchema,
    '/api/product/search-product',
    { search, page: 1, limit: RESULTS },
    { signal },
  );
  return body.data;
}

export function useCatalogueSearch(term: string) {
  const search = term.trim();
  return useQuery({
    queryKey: ['admin', 'orders', 'product-search', search],
    queryFn: ({ signal }) => searchCatalogue(search, signal),
    enabled: search.length >= 2,
  });
}
