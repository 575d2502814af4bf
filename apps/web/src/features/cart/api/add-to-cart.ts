import type { CartItem } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';

/** POST /api/cart/create: a product already in the cart gets one more on its line. */
export const addToCart = (productId: string) =>
  api.post<CartItem>('/api/cart/create', { productId });
