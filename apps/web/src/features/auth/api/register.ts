import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import type { Register } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

export const register = (payload: Register) =>
  api.post(MessageResponseSchema, '/api/user/register', payload, { noRefresh: true });
