import { delay, HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { ApiErrorSchema } from '@zina/shared/api-response';
import { codeOfStatus, type ErrorCode } from '@zina/shared/errors';
import { reportProblem } from './server';

/**
 * A success answer, checked against the shared schema of the route (`contract.ts`): a body the
 * real API could not give throws, and the test fails. Sent as the API serialises it (parsed).
 */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    reportProblem(`an answer breaks the contract: ${z.prettifyError(checked.error)}`);
    return refuse(500, 'Réponse hors contrat (fausse API des tests)');
  }
  return HttpResponse.json(checked.data as JsonBodyType, { status });
}

/** The usual success body: `{ success, error, message, data }`. */
export const ok = <T>(data: T, message = '') => ({
  success: true as const,
  error: false as const,
  message,
  data,
});

/**
 * The body of an error answer as the API writes it (shared ApiErrorSchema): the French message,
 * and the code the API gives that status unless another is named.
 */
export const errorBody = (status: number, message: string, code?: ErrorCode) =>
  ApiErrorSchema.parse({
    success: false,
    error: true,
    code: code ?? codeOfStatus(status),
    message,
  });

/** An error answer: `errorBody` with its status. */
export const refuse = (status: number, message: string, code?: ErrorCode) =>
  HttpResponse.json(errorBody(status, message, code), { status });

/** A lost connection: the page sees a network failure. */
export const dropConnection = () => HttpResponse.error();

/** An answer that never comes: the client's time-out decides. */
export async function noAnswer(): Promise<Response> {
  await delay('infinite');
  return dropConnection();
}

/**
 * The update routes' way: change the record of `list` the body names by `_id` and answer it with
 * `done`, or refuse with a 404 saying `missing`.
 */
export function changeRecord<T extends { _id: string }>(
  list: T[],
  body: Record<string, unknown> | undefined,
  change: (record: T) => void,
  messages: { done: string; missing: string },
) {
  const record = list.find((r) => r._id === body?._id);
  if (!record) return refuse(404, messages.missing);
  change(record);
  return ok(record, messages.done);
}
