import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { OrderSchema, type Order } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';
import { useSession } from '../../../lib/session-store';

export const ordersQueryKey = (userId: string | null) => ['orders', userId] as const;

const OrdersAnswerSchema = apiResponse(z.array(OrderSchema));

/** GET /api/order/order-list: the customer's own orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return (await api.get(OrdersAnswerSchema, '/api/order/order-list', { signal })).data;
}

export function useOrdersQuery() {
  const userId = useSession((s) => (s.status === 'signed-in' ? s.user._id : null));
  return useQuery({
    queryKey: ordersQueryKey(userId),
    queryFn: ({ signal }) => getOrders(signal),
    enabled: userId !== null,
    // An order placed a moment ago must be listed on arrival.
    staleTime: 0,
  });
}
