import { apiResponse } from '@zina/shared/api-response';
import { TokensSchema, type Login } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';
import { startSession } from '../../../lib/session';

const TokensAnswerSchema = apiResponse(TokensSchema);

/** POST /api/user/login, then the tokens are kept and the user's details loaded (SPEC.md §4). */
export async function login(payload: Login) {
  // A 401 here means wrong credentials: no token refresh.
  const body = await api.post(TokensAnswerSchema, '/api/user/login', payload, { noRefresh: true });
  await startSession(body.data);
  return body;
}
