import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { CarrierInfoSchema, DELIVERY_MSG } from '@zina/shared/schemas/delivery';
import { carrierList } from './carriers/carriers';
import { cashRoutes } from './cash/cash-routes';
import type { DeliveryOrders } from './orders-port';
import { reportRoutes } from './reports/report-routes';
import { shipRoutes } from './shipping/ship-routes';
import { webhookRoutes } from './webhook/webhook-routes';

/**
 * Carriers, bulk shipping, carriers' reports, cash and the carriers' webhook (issue 47). The
 * orders' side is handed in by register.ts (`orders`): the order module imports this one (fees).
 */
export async function deliveryRoutes(app: FastifyInstance, opts: { orders: DeliveryOrders }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/delivery/carriers',
    {
      config: { access: 'staff' },
      schema: { response: { 200: apiResponse(z.array(CarrierInfoSchema)) } },
    },
    async () => ({
      success: true,
      error: false,
      message: DELIVERY_MSG.carriers,
      data: carrierList(app.deps.config.deliveryWebhookSecrets),
    }),
  );
  await app.register(shipRoutes, opts);
  // Each in a scope of its own: the report's multipart parser, the webhook's raw body.
  await app.register(reportRoutes, opts);
  await app.register(cashRoutes, opts);
  await app.register(webhookRoutes, opts);
}
