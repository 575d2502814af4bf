import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { OrderStatusChangeSchema, type OrderStatusChange } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';
import { adminOrdersKey } from './admin-orders';

const HistoryAnswerSchema = apiResponse(z.array(OrderStatusChangeSchema));

/** GET /api/order/admin/history?orderId=: the order's status changes, with who and when. */
export async function getOrderHistory(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderStatusChange[]> {
  const query = { orderId };
  return (await api.get(HistoryAnswerSchema, '/api/order/admin/history', { query, signal })).data;
}

export function useOrderHistoryQuery(orderId: string) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'history', orderId],
    queryFn: ({ signal }) => getOrderHistory(orderId, signal),
    staleTime: 0,
  });
}
