import type { UpdateCartQty } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';
import { cartAnswer } from './answers';

/** PUT /api/cart/update-qty */
export const updateCartQty = (payload: UpdateCartQty) =>
  api.put(cartAnswer('CartItemAnswerSchema'), '/api/cart/update-qty', payload);
