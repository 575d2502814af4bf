import { toast } from '../lib/toast';
import { MSG } from '@zina/shared/messages';
import { ApiError } from './client';

/** SPEC.md §8 "Shared error handler": the text a shopper reads for a failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return MSG.network;
    if (error.kind === 'timeout') return MSG.timeout;
    const server = error.serverMessage;
    switch (error.status) {
      case 401:
        return server ?? MSG.badCredentials;
      case 403:
        return server ?? MSG.forbidden;
      case 400:
        return server ?? MSG.invalid;
      case 500:
        return server ?? MSG.server;
    }
    if (server) return server;
  }
  if (error instanceof Error && error.message) return error.message;
  return MSG.generic;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Shows the failure as an error toast (a call the caller cancelled shows nothing). */
export function handleApiError(error: unknown): void {
  if (isAbort(error)) return;
  toast.error(errorMessage(error));
}
