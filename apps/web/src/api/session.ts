import { apiResponse } from '@zina/shared/api-response';
import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { PublicUserSchema, type PublicUser } from '@zina/shared/schemas/user';
import { api } from './http';

const UserAnswerSchema = apiResponse(PublicUserSchema);

export async function fetchUserDetails(signal?: AbortSignal): Promise<PublicUser> {
  return (await api.get(UserAnswerSchema, '/api/user/user-details', { signal })).data;
}

export const logout = () => api.get(MessageResponseSchema, '/api/user/logout');
