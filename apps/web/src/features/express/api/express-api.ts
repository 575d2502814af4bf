import { useQuery } from '@tanstack/react-query';
import { apiResponse } from '@zina/shared/api-response';
import {
  ExpressPlacedSchema,
  TrackedOrderSchema,
  type ExpressOrderInput,
} from '@zina/shared/schemas/express';
import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

const PlacedAnswer = apiResponse(ExpressPlacedSchema);
const TrackedAnswer = apiResponse(TrackedOrderSchema);

/**
 * POST /api/order/express. The Idempotency-Key stays the same for every try of one attempt, so
 * a retried or doubled request makes one order.
 */
export const placeExpressOrder = (body: ExpressOrderInput, idempotencyKey: string) =>
  api.post(PlacedAnswer, '/api/order/express', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    noRefresh: true,
  });

/** POST /api/order/express/code: the 6-digit code to the phone (always the same answer). */
export const requestExpressCode = (phone: string) =>
  api.post(MessageResponseSchema, '/api/order/express/code', { phone }, { noRefresh: true });

/** GET /api/order/track/<token>: the private tracking page's order. */
export const trackedOrder = (token: string, signal?: AbortSignal) =>
  api.get(TrackedAnswer, `/api/order/track/${encodeURIComponent(token)}`, {
    signal,
    noRefresh: true,
  });

/** POST /api/order/track/<token>/cancel, while pending. */
export const cancelTrackedOrder = (token: string) =>
  api.post(TrackedAnswer, `/api/order/track/${encodeURIComponent(token)}/cancel`, undefined, {
    noRefresh: true,
  });

export function useTrackedOrder(token: string) {
  return useQuery({
    queryKey: ['tracked-order', token],
    queryFn: async ({ signal }) => (await trackedOrder(token, signal)).data,
  });
}
