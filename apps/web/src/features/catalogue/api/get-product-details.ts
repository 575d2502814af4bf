import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';

export const productDetailsKey = (id: string | null) => ['product', 'details', id] as const;

export async function getProductDetails(productId: string, signal?: AbortSignal) {
  const body = await api.post(
    catalogueAnswer('ProductResponseSchema'),
    '/api/product/get-product-details',
    { productId },
    { signal },
  );
  return body.data;
}

export const productDetailsQuery = (productId: string) =>
  queryOptions({
    queryKey: productDetailsKey(productId),
    queryFn: ({ signal }) => getProductDetails(productId, signal),
  });

export const useProductDetails = (productId: string | null) =>
  useQuery({ ...productDetailsQuery(productId ?? ''), enabled: productId !== null });
