import { useQuery } from '@tanstack/react-query';
import type { StockMovement } from '@zina/shared/schemas/stock';
import { api } from '../../../api/http';

/** GET /api/stock/history?productId=: one product's movements, newest first. */
export async function getStockHistory(
  productId: string,
  signal?: AbortSignal,
): Promise<StockMovement[]> {
  const body = await api.get<StockMovement[]>('/api/stock/history', {
    query: { productId },
    signal,
  });
  return Array.isArray(body.data) ? body.data : [];
}

export function useStockHistoryQuery(productId: string) {
  return useQuery({
    queryKey: ['admin', 'stock', 'history', productId],
    queryFn: ({ signal }) => getStockHistory(productId, signal),
    staleTime: 0,
  });
}
