import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, apiResponse } from '@zina/shared/api-response';
import {
  CashOnDeliverySchema,
  ORDER_MSG,
  OrderRefQuerySchema,
  OrderSchema,
} from '@zina/shared/schemas/order';
import {
  DELIVERY_FEES_MSG,
  QuoteInputSchema,
  QuoteSchema,
} from '@zina/shared/schemas/delivery-fees';
import { requireAuth } from '../../lib/access';
import { AppError, invalid } from '../../lib/errors';
import { listenToOtherProcesses } from '../../lib/shared-cache';
import { orderAdminRoutes } from './admin/admin-routes';
import { codRoutes } from './cod/cod-routes';
import { createQueueCache } from './cod/queue-cache';
import { editRoutes } from './edit/edit-routes';
import type { IsInvoiced } from './edit/edit-order';
import { expressRoutes } from './express/express-routes';
import { codStatsRoutes } from './cod/stats-routes';
import { placeCashOnDelivery } from './checkout/place-order';
import { quote } from './checkout/quote';
import { customerOrders } from './customer-orders';
import { orderLinesUseUpload } from './upload-use';

/** Visible ASCII, as the IETF draft and the payment providers that use it allow. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** `isInvoiced` comes from the invoice module, which sits above this one (handed in). */
export async function orderRoutes(app: FastifyInstance, opts: { isInvoiced: IsInvoiced }) {
  app.deps.uploadUses.add(orderLinesUseUpload);
  const orders = customerOrders(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;
  const queueCache = createQueueCache(app.deps);
  await listenToOtherProcesses(app, app.deps.database, queueCache);
  // Every write that succeeds here may change what the desk shows: an order placed or confirmed
  // by its customer, a call, a status, a shipment, the blocklist, the WhatsApp template.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (isWrite && reply.statusCode < 400) queueCache.clear();
    done(null, payload);
  });
  await app.register(orderAdminRoutes);
  await app.register(codRoutes, { queueCache });
  await app.register(expressRoutes);
  await app.register(codStatsRoutes);
  await app.register(editRoutes, { isInvoiced: opts.isInvoiced });

  r.post(
    '/api/order/quote',
    {
      config: { access: 'public' },
      schema: { body: QuoteInputSchema, response: { 200: apiResponse(QuoteSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: DELIVERY_FEES_MSG.quote,
      data: await quote(app.deps, request.body),
    }),
  );

  r.post(
    '/api/order/cash-on-delivery',
    {
      config: user,
      schema: {
        body: CashOnDeliverySchema,
        response: { 200: apiResponse(OrderSchema), 201: apiResponse(OrderSchema) },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header !== undefined && (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header))) {
        throw invalid(ORDER_MSG.badIdempotencyKey);
      }
      const { order, created } = await placeCashOnDelivery(
        app.deps,
        requireAuth(request).userId,
        request.body,
        { idempotencyKey: header },
      );
      if (created) app.wakeMailWorker();
      return reply.status(created ? 201 : 200).send({
        success: true,
        error: false,
        message: created ? ORDER_MSG.placed : ORDER_MSG.alreadyPlaced,
        data: order,
      });
    },
  );

  // Online payment is shown as unavailable (SPEC.md §1): the call answers so, whatever is sent.
  r.post(
    '/api/order/checkout',
    { config: user, schema: { response: { 503: ApiErrorSchema } } },
    async () => {
      throw new AppError('UNAVAILABLE', ORDER_MSG.onlinePaymentUnavailable);
    },
  );

  r.get(
    '/api/order/order-list',
    { config: user, schema: { response: { 200: apiResponse(z.array(OrderSchema)) } } },
    async (request) => ({
      success: true,
      error: false,
      message: ORDER_MSG.list,
      data: await orders.list(requireAuth(request).userId),
    }),
  );

  r.get(
    '/api/order/details',
    {
      config: user,
      schema: { querystring: OrderRefQuerySchema, response: { 200: apiResponse(OrderSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: ORDER_MSG.details,
      data: await orders.details(request.query.orderId, requireAuth(request).userId),
    }),
  );
}
