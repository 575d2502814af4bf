import { apiResponse } from '@zina/shared/api-response';
import { ClearedCartSchema } from '@zina/shared/schemas/cart';
import { api } from '../../../api/http';

const ClearedAnswerSchema = apiResponse(ClearedCartSchema);

/** DELETE /api/cart/clear */
export const clearCart = () => api.delete(ClearedAnswerSchema, '/api/cart/clear');
