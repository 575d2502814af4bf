import { apiResponse } from '@zina/shared/api-response';
import { RefreshedSchema, type Refreshed } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

const RefreshedAnswerSchema = apiResponse(RefreshedSchema);

let claiming: Promise<Refreshed> | null = null;

/**
 * After Google sign-in the server holds the new session in a one-use httpOnly cookie:
 * POST /api/user/refresh-token spends it for the tokens. Concurrent calls share one request
 * (a second one would present a spent token and end the session).
 */
export function claimGoogleSession(): Promise<Refreshed> {
  claiming ??= api
    .post(RefreshedAnswerSchema, '/api/user/refresh-token', undefined, { noRefresh: true })
    .then((body) => body.data)
    .finally(() => {
      claiming = null;
    });
  return claiming;
}
