import { HttpResponse, type JsonBodyType } from 'msw';
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
 * An error answer as the API writes it (shared ApiErrorSchema): the French message, and the code
 * the API gives that status unless another is named.
 */
export function refuse(status: number, message: string, code?: ErrorCode) {
  const body = ApiErrorSchema.parse({
    success: false,
    error: true,
    code: code ?? codeOfStatus(status),
    message,
  });
  return HttpResponse.json(body, { status });
}

/** A lost connection: the page sees a network failure. */
export const dropConnection = () => HttpResponse.error();
