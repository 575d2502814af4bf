import { apiResponse } from '@zina/shared/api-response';
import { CartItemSchema, type UpdateCartQty } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';

const CartItemAnswerSchema = apiResponse(CartItemSchema);

/** PUT /api/cart/update-qty */
export const updateCartQty = (payload: UpdateCartQty) =>
  api.put(CartItemAnswerSchema, '/api/cart/update-qty', payload);
