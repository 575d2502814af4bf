import { useQuery } from '@tanstack/react-query';
import type { OrderStatusChange } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';
import { adminOrdersKey } from './admin-orders';

/** GET /api/order/admin/history?orderId=: the order's status changes, with who and when. */
export async function getOrderHistory(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderStatusChange[]> {
  const body = await api.get<OrderStatusChange[]>('/api/order/admin/history', {
    query: { orderId },
    signal,
  });
  return Array.isArray(body.data) ? body.data : [];
}

export function useOrderHistoryQuery(orderId: string) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'history', orderId],
    queryFn: ({ signal }) => getOrderHistory(orderId, signal),
    staleTime: 0,
  });
}
