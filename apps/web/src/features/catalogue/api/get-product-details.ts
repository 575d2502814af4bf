import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@zina/shared/schemas/catalogue';
import { ApiError } from '../../../api/client';
import { api } from '../../../api/http';

export const productDetailsKey = (id: string | null) => ['product', 'details', id] as const;

export async function getProductDetails(productId: string, signal?: AbortSignal) {
  const body = await api.post<Product>(
    '/api/product/get-product-details',
    { productId },
    { signal },
  );
  if (!body.data) throw new ApiError('http', body.message, 404, body.message || null);
  return body.data;
}

export const productDetailsQuery = (productId: string) =>
  queryOptions({
    queryKey: productDetailsKey(productId),
    queryFn: ({ signal }) => getProductDetails(productId, signal),
  });

export const useProductDetails = (productId: string | null) =>
  useQuery({ ...productDetailsQuery(productId ?? ''), enabled: productId !== null });
