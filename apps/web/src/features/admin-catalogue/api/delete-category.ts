import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/**
 * DELETE /api/category/delete. A category still used answers 409 with a French message naming
 * how many subcategories and products; `detach` deletes it anyway, taking it off them.
 */
export async function deleteCategory(input: { _id: string; detach?: boolean }): Promise<string> {
  return (await api.delete(MessageResponseSchema, '/api/category/delete', input)).message;
}
