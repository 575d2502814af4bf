import { useQuery } from '@tanstack/react-query';
import type { LowStockItem } from '@zina/shared/schemas/stock';
import { api } from '../../../api/http';

export const lowStockKey = ['admin', 'stock', 'low'] as const;

/** GET /api/stock/low-stock: products at or under the server's threshold, lowest first. */
export async function getLowStock(signal?: AbortSignal): Promise<LowStockItem[]> {
  const body = await api.get<LowStockItem[]>('/api/stock/low-stock', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export function useLowStockQuery() {
  return useQuery({
    queryKey: lowStockKey,
    queryFn: ({ signal }) => getLowStock(signal),
    staleTime: 0,
  });
}
