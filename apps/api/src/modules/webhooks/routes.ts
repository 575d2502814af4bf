import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  NewWebhookEndpointSchema,
  WEBHOOK_MSG,
  WebhookDeliveriesQuerySchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointSchema,
  WebhookIdParamsSchema,
} from '@zina/shared/schemas/webhooks';
import { queueWorker } from '../mail-queue';
import { webhookSender } from './sender';
import {
  addEndpoint,
  deleteEndpoint,
  listEndpoints,
  recentDeliveries,
  replayDelivery,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the webhook deliveries due now from this process (tests); how many were tried. */
    sendDueWebhooks(): Promise<number>;
  }
}

/**
 * « Webhooks » (issue 48): an admin's endpoints and their deliveries, and the worker that sends
 * them (as mail's, unless `run` is false). Not encapsulated: its wake hook sees the order routes.
 */
export const webhooksRoutes = fp(async (app: FastifyInstance, opts: { run?: boolean }) => {
  const { deps } = app;
  const sender = webhookSender(deps);
  const worker = queueWorker(sender, app.log, 'webhook queue');
  const run = opts.run !== false;
  app.decorate('sendDueWebhooks', () => sender.runDue());
  // A write of the order, delivery or product routes may have queued a delivery: it leaves now, not at
  // the next poll.
  app.addHook('onResponse', (request, reply, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (
      run &&
      write &&
      reply.statusCode < 400 &&
      /^\/api\/(order|delivery|product|webhook)\//.test(request.url)
    ) {
      worker.wake();
    }
    done();
  });
  if (run) {
    app.addHook('onReady', async () => worker.start());
    deps.lifecycle.onDrain(() => worker.stop());
    app.addHook('onClose', async () => worker.stop());
  }

  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const ok = <T>(message: string, data: T) => ({ success: true, error: false, message, data });
  const noStore = { 'cache-control': 'private, no-store' };

  r.post(
    '/api/webhook/endpoints',
    {
      config: admin,
      schema: {
        body: WebhookEndpointInputSchema,
        response: { 201: apiResponse(NewWebhookEndpointSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .headers(noStore)
        .send(ok(WEBHOOK_MSG.created, await addEndpoint(deps, request.body))),
  );

  r.get(
    '/api/webhook/endpoints',
    { config: admin, schema: { response: { 200: apiResponse(z.array(WebhookEndpointSchema)) } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(WEBHOOK_MSG.endpoints, await listEndpoints(deps));
    },
  );

  r.delete(
    '/api/webhook/endpoints/:id',
    {
      config: admin,
      schema: {
        params: WebhookIdParamsSchema,
        response: { 200: apiResponse(WebhookEndpointSchema) },
      },
    },
    async (request) => ok(WEBHOOK_MSG.deleted, await deleteEndpoint(deps, request.params.id)),
  );

  r.get(
    '/api/webhook/deliveries',
    {
      config: admin,
      schema: {
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: apiResponse(z.array(WebhookDeliverySchema)) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(WEBHOOK_MSG.deliveries, await recentDeliveries(deps, request.query.endpointId));
    },
  );

  r.post(
    '/api/webhook/deliveries/:id/replay',
    {
      config: admin,
      schema: {
        params: WebhookIdParamsSchema,
        response: { 200: apiResponse(WebhookDeliverySchema) },
      },
    },
    async (request) => ok(WEBHOOK_MSG.replayed, await replayDelivery(deps, request.params.id)),
  );
});
