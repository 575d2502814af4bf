import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** DELETE /api/product/delete-product {_id}: past orders keep their own copy of the product. */
export async function deleteProduct(_id: string): Promise<string> {
  return (await api.delete(MessageResponseSchema, '/api/product/delete-product', { _id })).message;
}
