import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import type { ResetPassword } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

/** PUT /api/user/reset-password. */
export const resetPassword = (payload: ResetPassword) =>
  api.put(MessageResponseSchema, '/api/user/reset-password', payload, { noRefresh: true });
