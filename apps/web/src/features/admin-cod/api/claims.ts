import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  CallAttemptResultSchema,
  ClaimedSchema,
  type CallAttemptResult,
  type Confirmation,
} from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';

const ClaimedAnswerSchema = apiResponse(ClaimedSchema);
const ReleasedAnswerSchema = apiResponse(z.object({ orderId: z.string() }));
const UndoneAnswerSchema = apiResponse(CallAttemptResultSchema);

/**
 * POST /api/order/admin/claim-next: the next order to call, held for this agent (the one they
 * already hold, if any), or null when none is due.
 */
export async function claimNext(): Promise<{ message: string; order: Confirmation | null }> {
  const body = await api.post(ClaimedAnswerSchema, '/api/order/admin/claim-next');
  return { message: body.message, order: body.data.order };
}

/** POST /api/order/admin/release: the held order goes back to the queue. */
export async function releaseClaim(orderId: string): Promise<string> {
  return (await api.post(ReleasedAnswerSchema, '/api/order/admin/release', { orderId })).message;
}

/** POST /api/order/admin/undo-attempt: the agent's last outcome undone (60 s, else 409). */
export async function undoAttempt(
  orderId: string,
): Promise<{ message: string; result: CallAttemptResult }> {
  const body = await api.post(UndoneAnswerSchema, '/api/order/admin/undo-attempt', { orderId });
  return { message: body.message, result: body.data };
}
