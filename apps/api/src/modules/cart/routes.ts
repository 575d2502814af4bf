import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  AddToCartSchema,
  CART_MSG,
  CartItemSchema,
  ClearedCartSchema,
  DeleteCartItemSchema,
  UpdateCartQtySchema,
} from '@zina/shared/schemas/cart';
import { requireAuth } from '../../lib/access';
import { cartService } from './service';

export async function cartRoutes(app: FastifyInstance) {
  const cart = cartService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  r.post(
    '/api/cart/create',
    {
      config: user,
      schema: { body: AddToCartSchema, response: { 200: apiResponse(CartItemSchema) } },
    },
    async (request) => {
      const { item, created } = await cart.add(requireAuth(request).userId, request.body.productId);
      return {
        success: true,
        error: false,
        message: created ? CART_MSG.added : CART_MSG.increased,
        data: item,
      };
    },
  );

  r.get(
    '/api/cart/get',
    { config: user, schema: { response: { 200: apiResponse(z.array(CartItemSchema)) } } },
    async (request) => ({
      success: true,
      error: false,
      message: CART_MSG.list,
      data: await cart.list(requireAuth(request).userId),
    }),
  );

  r.put(
    '/api/cart/update-qty',
    {
      config: user,
      schema: { body: UpdateCartQtySchema, response: { 200: apiResponse(CartItemSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: CART_MSG.updated,
      data: await cart.updateQty(requireAuth(request).userId, request.body),
    }),
  );

  r.delete(
    '/api/cart/delete-cart-item',
    {
      config: user,
      schema: {
        body: DeleteCartItemSchema,
        response: { 200: apiResponse(z.undefined().optional()) },
      },
    },
    async (request) => {
      await cart.remove(requireAuth(request).userId, request.body._id);
      return { success: true, error: false, message: CART_MSG.removed };
    },
  );

  r.delete(
    '/api/cart/clear',
    { config: user, schema: { response: { 200: apiResponse(ClearedCartSchema) } } },
    async (request) => ({
      success: true,
      error: false,
      message: CART_MSG.cleared,
      data: { removed: await cart.clear(requireAuth(request).userId) },
    }),
  );
}
