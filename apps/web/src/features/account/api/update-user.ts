import { apiResponse } from '@zina/shared/api-response';
import { PublicUserSchema, type UpdateUser } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

const UserAnswerSchema = apiResponse(PublicUserSchema);

/** PUT /api/user/update-user (the mobile is sent normalised, +212…). */
export const updateUser = (payload: UpdateUser) =>
  api.put(UserAnswerSchema, '/api/user/update-user', payload);
