import type { PublicUser } from '@zina/shared/schemas/user';
import { ApiError } from './client';
import { api } from './http';

export async function fetchUserDetails(signal?: AbortSignal): Promise<PublicUser> {
  const body = await api.get<PublicUser>('/api/user/user-details', { signal });
  if (!body.data) throw new ApiError('http', body.message, 200, body.message || null);
  return body.data;
}

export const logout = () => api.get('/api/user/logout');
