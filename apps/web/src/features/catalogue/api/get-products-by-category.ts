import { useQuery } from '@tanstack/react-query';
import type { Product } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';

export const productsByCategoryKey = (id: string) => ['product', 'by-category', id] as const;

export async function getProductsByCategory(id: string, signal?: AbortSignal): Promise<Product[]> {
  const body = await api.post(
    catalogueAnswer('ProductRowResponseSchema'),
    '/api/product/get-product-by-category',
    { id },
    { signal },
  );
  return body.data;
}

/** The home row of one category; `enabled` waits until the row nears the screen. */
export const useProductsByCategory = (id: string, enabled = true) =>
  useQuery({
    queryKey: productsByCategoryKey(id),
    queryFn: ({ signal }) => getProductsByCategory(id, signal),
    enabled,
  });
