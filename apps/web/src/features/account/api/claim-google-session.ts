import type { Refreshed } from '@zina/shared/schemas/user';
import { ApiError } from '../../../api/client';
import { api } from '../../../api/http';

let claiming: Promise<Refreshed> | null = null;

/**
 * After Google sign-in the server holds the new session in a one-use httpOnly cookie:
 * POST /api/user/refresh-token spends it for the tokens. Concurrent calls share one request
 * (a second one would present a spent token and end the session).
 */
export function claimGoogleSession(): Promise<Refreshed> {
  claiming ??= api
    .post<Refreshed>('/api/user/refresh-token', undefined, { noRefresh: true })
    .then((body) => {
      if (!body.data) throw new ApiError('http', body.message, 200, body.message || null);
      return body.data;
    })
    .finally(() => {
      claiming = null;
    });
  return claiming;
}
