import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { LowStockItemSchema, type LowStockItem } from '@zina/shared/schemas/stock';
import { api } from '../../../api/http';

export const lowStockKey = ['admin', 'stock', 'low'] as const;

const LowStockAnswerSchema = apiResponse(z.array(LowStockItemSchema));

/** GET /api/stock/low-stock: products at or under the server's threshold, lowest first. */
export async function getLowStock(signal?: AbortSignal): Promise<LowStockItem[]> {
  return (await api.get(LowStockAnswerSchema, '/api/stock/low-stock', { signal })).data;
}

export function useLowStockQuery() {
  return useQuery({
    queryKey: lowStockKey,
    queryFn: ({ signal }) => getLowStock(signal),
    staleTime: 0,
  });
}
