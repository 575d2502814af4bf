import { useQuery } from '@tanstack/react-query';
import { ConfirmationQueueSchema, type ConfirmationQueue } from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';

export const codKey = ['admin', 'cod'] as const;
const queueKey = [...codKey, 'queue'] as const;

/** The largest page the desk reads; `totalCount` counts every pending order beyond it. */
export const QUEUE_LIMIT = 100;
/** The desk sees new orders and other agents' calls without a reload. */
export const QUEUE_REFRESH_MS = 15_000;
/** The navigation's badge needs less. */
const BADGE_REFRESH_MS = 60_000;

/** GET /api/order/admin/confirmations: due call-backs, new orders oldest first, later call-backs. */
export async function getConfirmationQueue(signal?: AbortSignal): Promise<ConfirmationQueue> {
  return api.get(ConfirmationQueueSchema, '/api/order/admin/confirmations', {
    query: { limit: QUEUE_LIMIT },
    signal,
  });
}

/** One query for the desk and the badge: the shortest interval of the two wins while both show. */
export function useConfirmationQueue({ badge = false } = {}) {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => getConfirmationQueue(signal),
    refetchInterval: badge ? BADGE_REFRESH_MS : QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
