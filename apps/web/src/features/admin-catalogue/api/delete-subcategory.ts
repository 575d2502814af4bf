import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** DELETE /api/subcategory/delete with the row's `_id`. */
export async function deleteSubcategory(_id: string): Promise<string> {
  return (await api.delete(MessageResponseSchema, '/api/subcategory/delete', { _id })).message;
}
