import type { ForgotPassword } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

/** PUT /api/user/forgot-password: sends the code (also used to send it again). */
export const forgotPassword = (payload: ForgotPassword) =>
  api.put('/api/user/forgot-password', payload, { noRefresh: true });
