import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { CallAttemptSchema, type CallAttempt } from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';
import { adminOrdersKey } from './admin-orders';

const AttemptsAnswerSchema = apiResponse(z.array(CallAttemptSchema));

/** GET /api/order/admin/attempts?orderId=: the order's confirmation calls, oldest first. */
export async function getCallAttempts(
  orderId: string,
  signal?: AbortSignal,
): Promise<CallAttempt[]> {
  const query = { orderId };
  return (await api.get(AttemptsAnswerSchema, '/api/order/admin/attempts', { query, signal })).data;
}

export function useCallAttemptsQuery(orderId: string) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'attempts', orderId],
    queryFn: ({ signal }) => getCallAttempts(orderId, signal),
    staleTime: 0,
  });
}
