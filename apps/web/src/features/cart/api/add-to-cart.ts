import { apiResponse } from '@zina/shared/api-response';
import { CartItemSchema } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';

const CartItemAnswerSchema = apiResponse(CartItemSchema);

/** POST /api/cart/create: a product already in the cart gets one more on its line. */
export const addToCart = (productId: string) =>
  api.post(CartItemAnswerSchema, '/api/cart/create', { productId });
