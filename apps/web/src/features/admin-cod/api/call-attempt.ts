import { apiResponse } from '@zina/shared/api-response';
import {
  CallAttemptResultSchema,
  type CallAttemptInput,
  type CallAttemptResult,
} from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';

const CallAttemptAnswerSchema = apiResponse(CallAttemptResultSchema);

/** POST /api/order/admin/call-attempt: a 409 says the order is no longer pending. */
export async function postCallAttempt(
  input: CallAttemptInput,
): Promise<{ message: string; result: CallAttemptResult }> {
  const body = await api.post(CallAttemptAnswerSchema, '/api/order/admin/call-attempt', input);
  return { message: body.message, result: body.data };
}
