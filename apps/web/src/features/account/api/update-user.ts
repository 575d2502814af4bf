import type { PublicUser, UpdateUser } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

/** PUT /api/user/update-user (the mobile is sent normalised, +212…). */
export const updateUser = (payload: UpdateUser) =>
  api.put<PublicUser>('/api/user/update-user', payload);
