import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  DELIVERY_MSG,
  LabelsQuerySchema,
  ShippedSchema,
  ShipInputSchema,
} from '@zina/shared/schemas/delivery';
import { requireAuth } from '../../../lib/access';
import { adapterOf } from '../carriers/carriers';
import type { DeliveryOrders } from '../orders-port';
import { renderLabelsPdf } from './labels-pdf';

/** Bulk shipping and the delivery notes (issue 47 item 2), for an admin or an agent. */
export async function shipRoutes(app: FastifyInstance, opts: { orders: DeliveryOrders }) {
  const { deps } = app;
  const { orders } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: 'staff' } as const;

  r.post(
    '/api/delivery/ship',
    {
      config: staff,
      schema: { body: ShipInputSchema, response: { 200: apiResponse(z.array(ShippedSchema)) } },
    },
    async (request) => {
      const { carrier, orders: batch } = request.body;
      const by = requireAuth(request).userId;
      // Checked before the carrier is asked for parcels (an API adapter creates them there);
      // checked again under the rows' locks when they are written.
      const ready = await orders.ordersToShip(
        deps.db,
        batch.map((b) => b.orderId),
      );
      const parcels = await adapterOf(carrier).createParcels(
        ready.map((order, i) => ({ order, tracking: batch[i]!.tracking })),
      );
      const shipped = await orders.shipOrders(deps, carrier, parcels, by);
      app.wakeMailWorker();
      return { success: true, error: false, message: DELIVERY_MSG.shipped, data: shipped };
    },
  );

  r.get(
    '/api/delivery/labels',
    {
      config: staff,
      // The body is a PDF buffer, sent as is (Fastify does not serialise buffers).
      schema: { querystring: LabelsQuerySchema, response: { 200: z.instanceof(Buffer) } },
    },
    async (request, reply) => {
      const { orders: refs, format } = request.query;
      const list = await orders.ordersByRefs(deps.db, refs);
      const pdf = await renderLabelsPdf(list, format, deps.config.seller);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="bons-de-livraison-${format}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
