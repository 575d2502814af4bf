import { api } from '../../../api/http';
import { cartAnswer } from './answers';

/** POST /api/cart/create: a product already in the cart gets one more on its line. */
export const addToCart = (productId: string) =>
  api.post(cartAnswer('CartItemAnswerSchema'), '/api/cart/create', { productId });
