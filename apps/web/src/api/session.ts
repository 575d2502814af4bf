import type { PublicUser } from '@zina/shared/schemas/user';
import { answersIn } from './answer';
import { api } from './http';

const sessionAnswer = answersIn(() => import('./session-schemas'));

export async function fetchUserDetails(signal?: AbortSignal): Promise<PublicUser> {
  return (await api.get(sessionAnswer('UserAnswerSchema'), '/api/user/user-details', { signal }))
    .data;
}

export const logout = () => api.get(sessionAnswer('MessageResponseSchema'), '/api/user/logout');
