import { api } from '../../../api/http';
import { cartAnswer } from './answers';

/** DELETE /api/cart/clear */
export const clearCart = () => api.delete(cartAnswer('ClearedAnswerSchema'), '/api/cart/clear');
