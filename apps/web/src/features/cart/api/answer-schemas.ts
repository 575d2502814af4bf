import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { CartItemSchema, ClearedCartSchema } from '@zina/shared/schemas/cart';

export { MessageResponseSchema } from '@zina/shared/schemas/catalogue';

/**
 * The answers of the cart's calls. The cart provider is in every storefront page's first load:
 * this module is imported only to check an answer outside production builds (api/answer.ts).
 */
export const CartAnswerSchema = apiResponse(z.array(CartItemSchema));
export const CartItemAnswerSchema = apiResponse(CartItemSchema);
export const ClearedAnswerSchema = apiResponse(ClearedCartSchema);
