import { ApiError } from '../../../api/client';

/**
 * SPEC.md §8 cart failures: the server's own refusal (a 409 naming the stock left, a missing
 * line) is clearer than the generic text, so it is preferred when there is one.
 */
export function cartErrorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.serverMessage
  ) {
    return error.serverMessage;
  }
  return fallback;
}
