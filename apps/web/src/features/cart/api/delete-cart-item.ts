import { api } from '../../../api/http';
import { cartAnswer } from './answers';

/** DELETE /api/cart/delete-cart-item */
export const deleteCartItem = (id: string) =>
  api.delete(cartAnswer('MessageResponseSchema'), '/api/cart/delete-cart-item', { _id: id });
