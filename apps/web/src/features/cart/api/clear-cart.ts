import type { ClearedCart } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';

/** DELETE /api/cart/clear */
export const clearCart = () => api.delete<ClearedCart>('/api/cart/clear');
