import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiResponse } from '@zina/shared/api-response';
import { OrderStatsSchema, type OrderStats } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';
import { adminOrdersKey, type OrderFilters } from './admin-orders';

const StatsAnswerSchema = apiResponse(OrderStatsSchema);

/** GET /api/order/admin/stats, with the status filters of the list. */
export async function getOrderStats(
  filters: Pick<OrderFilters, 'status' | 'payment_status'>,
  signal?: AbortSignal,
): Promise<OrderStats> {
  const body = await api.get(StatsAnswerSchema, '/api/order/admin/stats', {
    query: filters,
    signal,
  });
  return body.data;
}

/**
 * SPEC.md §8: a failure of the statistics is only logged; the page works without them. Not
 * `enabled` for an agent, whom the server refuses them (issue 46).
 */
export function useOrderStatsQuery(
  filters: Pick<OrderFilters, 'status' | 'payment_status'>,
  { enabled = true } = {},
) {
  const query = useQuery({
    queryKey: [...adminOrdersKey, 'stats', filters],
    queryFn: ({ signal }) => getOrderStats(filters, signal),
    staleTime: 0,
    enabled,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Erreur lors du chargement des statistiques', error);
  }, [error]);
  return query;
}
