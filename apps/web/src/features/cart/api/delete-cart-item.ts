import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** DELETE /api/cart/delete-cart-item */
export const deleteCartItem = (id: string) =>
  api.delete(MessageResponseSchema, '/api/cart/delete-cart-item', { _id: id });
