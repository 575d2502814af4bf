import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  BlockedPhoneSchema,
  BlockPhoneInputSchema,
  CallAttemptInputSchema,
  CallAttemptResultSchema,
  CallAttemptSchema,
  ClaimedSchema,
  COD_MSG,
  CodSettingsSchema,
  ConfirmationQueueSchema,
  ConfirmOrderInputSchema,
  ConfirmTokenSchema,
  LinkedOrderSchema,
  UnblockPhoneInputSchema,
} from '@zina/shared/schemas/cod';
import { OrderRefQuerySchema, OrderSchema, ShipmentInputSchema } from '@zina/shared/schemas/order';
import { SHIPMENT_MSG } from '@zina/shared/schemas/shipment';
import { requireAuth } from '../../../lib/access';
import { sendAnswer, type SharedCache } from '../../../lib/shared-cache';
import { recordCallAttempt, undoCallAttempt } from './attempts';
import { claimNext, releaseClaim } from './claims';
import { blockedPhoneList, blockPhone, unblockPhone } from './blocklist';
import { answerByLink, orderOfLink } from './confirm-link';
import { attemptsOfOrder, QUEUE_LIMIT, sharedConfirmationQueue } from './confirmations';
import { codSettingsOf, saveCodSettings } from './settings';
import { recordShipment } from './shipment';

const QueueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(QUEUE_LIMIT),
});

/** The cash-on-delivery desk (SPEC.md §10): the back office's calls and the customer's link. */
export async function codRoutes(app: FastifyInstance, opts: { queueCache: SharedCache }) {
  const { deps } = app;
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  // The desk's work, for an admin or an agent (issue 46).
  const staff = { access: 'staff' } as const;
  const ok = <T>(message: string, data: T) => ({ success: true, error: false, message, data });

  r.get(
    '/api/order/admin/confirmations',
    {
      config: staff,
      schema: { querystring: QueueQuerySchema, response: { 200: ConfirmationQueueSchema } },
    },
    async (request, reply) =>
      sendAnswer(
        // Customers' names and phones: kept by no cache outside the shop.
        reply.header('cache-control', 'private, no-store'),
        await sharedConfirmationQueue(deps, opts.queueCache, request.query.limit),
      ),
  );

  r.post(
    '/api/order/admin/call-attempt',
    {
      config: staff,
      schema: {
        body: CallAttemptInputSchema,
        response: { 200: apiResponse(CallAttemptResultSchema) },
      },
    },
    async (request) => {
      const { result, statusChanged } = await recordCallAttempt(
        deps,
        request.body,
        requireAuth(request),
      );
      if (statusChanged) app.wakeMailWorker();
      return ok(COD_MSG.attemptSaved, result);
    },
  );

  r.post(
    '/api/order/admin/undo-attempt',
    {
      config: staff,
      schema: {
        body: OrderRefQuerySchema,
        response: { 200: apiResponse(CallAttemptResultSchema) },
      },
    },
    async (request) => {
      const { result, statusChanged } = await undoCallAttempt(
        deps,
        request.body.orderId,
        requireAuth(request),
      );
      if (statusChanged) app.wakeMailWorker();
      return ok(COD_MSG.undone, result);
    },
  );

  r.post(
    '/api/order/admin/claim-next',
    { config: staff, schema: { response: { 200: apiResponse(ClaimedSchema) } } },
    async (request) => {
      const order = await claimNext(deps, requireAuth(request).userId);
      return ok(order ? COD_MSG.claimed : COD_MSG.nothingToClaim, { order });
    },
  );

  r.post(
    '/api/order/admin/release',
    {
      config: staff,
      schema: {
        body: OrderRefQuerySchema,
        response: { 200: apiResponse(z.object({ orderId: z.string() })) },
      },
    },
    async (request) => {
      await releaseClaim(deps, request.body.orderId, requireAuth(request));
      return ok(COD_MSG.released, { orderId: request.body.orderId });
    },
  );

  r.get(
    '/api/order/admin/attempts',
    {
      config: staff,
      schema: {
        querystring: OrderRefQuerySchema,
        response: { 200: apiResponse(z.array(CallAttemptSchema)) },
      },
    },
    async (request) => ok(COD_MSG.attempts, await attemptsOfOrder(db, request.query.orderId)),
  );

  r.put(
    '/api/order/admin/shipment',
    {
      config: staff,
      schema: { body: ShipmentInputSchema, response: { 200: apiResponse(OrderSchema) } },
    },
    async (request) => {
      const { order, statusChanged } = await recordShipment(
        deps,
        request.body,
        requireAuth(request).userId,
      );
      if (statusChanged) app.wakeMailWorker();
      return ok(SHIPMENT_MSG.saved, order);
    },
  );

  r.get(
    '/api/order/admin/blocked-phones',
    { config: staff, schema: { response: { 200: apiResponse(z.array(BlockedPhoneSchema)) } } },
    async () => ok(COD_MSG.blockedList, await blockedPhoneList(db)),
  );

  r.post(
    '/api/order/admin/blocked-phones',
    {
      config: staff,
      schema: { body: BlockPhoneInputSchema, response: { 200: apiResponse(BlockedPhoneSchema) } },
    },
    async (request) =>
      ok(COD_MSG.blocked, await blockPhone(db, request.body, requireAuth(request).userId)),
  );

  r.delete(
    '/api/order/admin/blocked-phones',
    {
      config: admin,
      schema: {
        body: UnblockPhoneInputSchema,
        response: { 200: apiResponse(z.object({ phone: z.string() })) },
      },
    },
    async (request) => {
      await unblockPhone(db, request.body.phone);
      return ok(COD_MSG.unblocked, { phone: request.body.phone });
    },
  );

  r.get(
    '/api/order/admin/cod-settings',
    { config: admin, schema: { response: { 200: apiResponse(CodSettingsSchema) } } },
    async () => ok(COD_MSG.settings, await codSettingsOf(db)),
  );

  r.put(
    '/api/order/admin/cod-settings',
    {
      config: admin,
      schema: { body: CodSettingsSchema, response: { 200: apiResponse(CodSettingsSchema) } },
    },
    async (request) => ok(COD_MSG.settingsSaved, await saveCodSettings(db, request.body)),
  );

  // The customer's link: no sign-in, the signed token is the proof; limited like sign-in.
  const link = {
    access: 'public',
    rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' },
  } as const;

  r.post(
    '/api/order/confirm/view',
    {
      config: link,
      schema: { body: ConfirmTokenSchema, response: { 200: apiResponse(LinkedOrderSchema) } },
    },
    async (request) => ok(COD_MSG.linkOrder, await orderOfLink(deps, request.body.token)),
  );

  r.post(
    '/api/order/confirm',
    {
      config: link,
      schema: { body: ConfirmOrderInputSchema, response: { 200: apiResponse(LinkedOrderSchema) } },
    },
    async (request) => {
      const { order, productIds, held } = await answerByLink(
        deps,
        request.body.token,
        request.body.decision,
      );
      if (held) return ok(COD_MSG.confirmByPhone, order);
      // Cancelled: its units are back on the shelf, the storefront's answers showing them too.
      if (productIds.length) deps.catalogueCache.dropProducts(productIds);
      app.wakeMailWorker();
      const confirmed = request.body.decision === 'confirm';
      return ok(confirmed ? COD_MSG.selfConfirmed : COD_MSG.selfCancelled, order);
    },
  );
}
