import { useQuery } from '@tanstack/react-query';
import { apiResponse } from '@zina/shared/api-response';
import { LinkedOrderSchema, type LinkedOrder } from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';

const LinkedOrderAnswerSchema = apiResponse(LinkedOrderSchema);

export type ConfirmDecision = 'confirm' | 'cancel';

/** POST /api/order/confirm/view: the order behind the link (no sign-in; the token is the key). */
export async function viewLinkedOrder(token: string, signal?: AbortSignal): Promise<LinkedOrder> {
  const body = await api.post(
    LinkedOrderAnswerSchema,
    '/api/order/confirm/view',
    { token },
    { signal },
  );
  return body.data;
}

/** POST /api/order/confirm: the customer's answer; a used or expired link is a 4xx in French. */
export async function decideLinkedOrder(
  token: string,
  decision: ConfirmDecision,
): Promise<LinkedOrder> {
  const body = await api.post(LinkedOrderAnswerSchema, '/api/order/confirm', { token, decision });
  return body.data;
}

export function useLinkedOrder(token: string) {
  return useQuery({
    queryKey: ['order-link', token],
    queryFn: ({ signal }) => viewLinkedOrder(token, signal),
    // The link's state only changes by this page's own answer.
    staleTime: Infinity,
  });
}
