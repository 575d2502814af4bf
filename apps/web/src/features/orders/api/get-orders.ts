import { useQuery } from '@tanstack/react-query';
import type { Order } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';
import { useSession } from '../../../lib/session-store';

export const ordersQueryKey = (userId: string | null) => ['orders', userId] as const;

/** GET /api/order/order-list: the customer's own orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const body = await api.get<Order[]>('/api/order/order-list', { signal });
  return Array.isArray(body.data) ? body.data : [];
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
