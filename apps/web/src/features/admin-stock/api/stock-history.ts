import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { StockMovementSchema, type StockMovement } from '@zina/shared/schemas/stock';
import { api } from '../../../api/http';

const HistoryAnswerSchema = apiResponse(z.array(StockMovementSchema));

/** GET /api/stock/history?productId=: one product's movements, newest first. */
export async function getStockHistory(
  productId: string,
  signal?: AbortSignal,
): Promise<StockMovement[]> {
  const query = { productId };
  return (await api.get(HistoryAnswerSchema, '/api/stock/history', { query, signal })).data;
}

export function useStockHistoryQuery(productId: string) {
  return useQuery({
    queryKey: ['admin', 'stock', 'history', productId],
    queryFn: ({ signal }) => getStockHistory(productId, signal),
    staleTime: 0,
  });
}
