import type { Login, TokensSchema } from '@zina/shared/schemas/user';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { api } from '../../../api/http';
import { startSession } from '../../../lib/session';

type LoginTokens = z.infer<typeof TokensSchema>;

/** POST /api/user/login, then the tokens are kept and the user's details loaded (SPEC.md §4). */
export async function login(payload: Login) {
  // A 401 here means wrong credentials: no token refresh.
  const body = await api.post<LoginTokens>('/api/user/login', payload, { noRefresh: true });
  if (!body.data) throw new ApiError('http', body.message, 200, body.message || null);
  await startSession(body.data);
  return body;
}
