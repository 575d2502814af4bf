import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  EXPRESS_MSG,
  ExpressCodeRequestSchema,
  ExpressOrderSchema,
  ExpressPlacedSchema,
  ExpressSettingsSchema,
  TrackedOrderSchema,
  TrackTokenSchema,
} from '@zina/shared/schemas/express';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import { invalid } from '../../../lib/errors';
import { limitKey } from '../../../lib/rate-limit/limit-key';
import { expressSettingsOf, saveExpressSettings } from '../cod/express-settings';
import { phoneCodes } from './phone-code';
import { placeExpressOrder } from './place-express';
import { cancelByToken, trackedOrder } from './track';

const Message = apiResponse(z.undefined().optional());
/** Visible ASCII, as the IETF draft and the payment providers that use it allow. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * SPEC.md §11: the order without an account, its phone code, its private tracking link, and the
 * back office's settings. The visitor's routes are public and limited per client address like
 * sign-in (AUTH_RATE_LIMIT_MAX a minute).
 */
export async function expressRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const visitor = {
    access: 'public',
    rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' },
  } as const;
  const codes = phoneCodes(deps);

  r.post(
    '/api/order/express',
    {
      config: visitor,
      schema: {
        body: ExpressOrderSchema,
        response: { 200: apiResponse(ExpressPlacedSchema), 201: apiResponse(ExpressPlacedSchema) },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header !== undefined && (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header))) {
        throw invalid(ORDER_MSG.badIdempotencyKey);
      }
      const { placed, created } = await placeExpressOrder(deps, request.body, {
        idempotencyKey: header,
      });
      if (created) app.wakeMailWorker();
      return reply.status(created ? 201 : 200).send({
        success: true,
        error: false,
        message: created ? EXPRESS_MSG.placed : ORDER_MSG.alreadyPlaced,
        data: placed,
      });
    },
  );

  r.post(
    '/api/order/express/code',
    { config: visitor, schema: { body: ExpressCodeRequestSchema, response: { 200: Message } } },
    async (request) => {
      await codes.send(request.body.phone, limitKey(request.ip));
      return { success: true, error: false, message: EXPRESS_MSG.codeSent };
    },
  );

  r.get(
    '/api/order/track/:token',
    {
      config: visitor,
      schema: { params: TrackTokenSchema, response: { 200: apiResponse(TrackedOrderSchema) } },
    },
    async (request, reply) => {
      // The token is the key: no cache keeps the answer.
      reply.header('cache-control', 'private, no-store');
      return {
        success: true,
        error: false,
        message: EXPRESS_MSG.tracked,
        data: await trackedOrder(deps, request.params.token),
      };
    },
  );

  r.post(
    '/api/order/track/:token/cancel',
    {
      config: visitor,
      schema: { params: TrackTokenSchema, response: { 200: apiResponse(TrackedOrderSchema) } },
    },
    async (request) => {
      const { order, productIds } = await cancelByToken(deps, request.params.token);
      if (productIds.length) deps.catalogueCache.dropProducts(productIds);
      app.wakeMailWorker();
      return { success: true, error: false, message: EXPRESS_MSG.trackCancelled, data: order };
    },
  );

  const admin = { access: 'admin' } as const;
  r.get(
    '/api/order/admin/express-settings',
    { config: admin, schema: { response: { 200: apiResponse(ExpressSettingsSchema) } } },
    async () => ({
      success: true,
      error: false,
      message: EXPRESS_MSG.settings,
      data: await expressSettingsOf(deps.db, deps.config),
    }),
  );

  r.put(
    '/api/order/admin/express-settings',
    {
      config: admin,
      schema: {
        body: ExpressSettingsSchema,
        response: { 200: apiResponse(ExpressSettingsSchema) },
      },
    },
    async (request) => ({
      success: true,
      error: false,
      message: EXPRESS_MSG.settingsSaved,
      data: await saveExpressSettings(deps.db, request.body),
    }),
  );
}
