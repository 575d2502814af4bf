import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import type { ForgotPassword } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

/** PUT /api/user/forgot-password: sends the code (also used to send it again). */
export const forgotPassword = (payload: ForgotPassword) =>
  api.put(MessageResponseSchema, '/api/user/forgot-password', payload, { noRefresh: true });
