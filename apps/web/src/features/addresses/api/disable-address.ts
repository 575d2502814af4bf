import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** DELETE /api/address/disable: a soft delete (statut false, hidden). */
export const disableAddress = (id: string) =>
  api.delete(MessageResponseSchema, '/api/address/disable', { _id: id });
