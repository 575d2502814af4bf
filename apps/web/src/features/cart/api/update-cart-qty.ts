import type { CartItem, UpdateCartQty } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';

/** PUT /api/cart/update-qty */
export const updateCartQty = (payload: UpdateCartQty) =>
  api.put<CartItem>('/api/cart/update-qty', payload);
