import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  CashQuerySchema,
  CashRowSchema,
  DELIVERY_MSG,
  RemittanceInputSchema,
  RemittanceSchema,
} from '@zina/shared/schemas/delivery';
import { requireAuth } from '../../../lib/access';
import type { DeliveryOrders } from '../orders-port';
import { cashByCarrier, cashCsv, recordRemittance, remittancesOf } from './cash';

/** The cash reconciliation (« Encaissements », issue 47 item 4): admins only. */
export async function cashRoutes(app: FastifyInstance, opts: { orders: DeliveryOrders }) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const ok = <T>(message: string, data: T) => ({ success: true, error: false, message, data });

  r.get(
    '/api/delivery/cash',
    {
      config: admin,
      schema: {
        querystring: CashQuerySchema,
        response: { 200: apiResponse(z.array(CashRowSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(DELIVERY_MSG.cash, await cashByCarrier(deps.db, opts.orders, request.query));
    },
  );

  r.get(
    '/api/delivery/cash/export',
    { config: admin, schema: { querystring: CashQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await cashByCarrier(deps.db, opts.orders, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="encaissements-${from}-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(cashCsv(rows, { from, to }));
    },
  );

  r.get(
    '/api/delivery/remittances',
    {
      config: admin,
      schema: {
        querystring: CashQuerySchema,
        response: { 200: apiResponse(z.array(RemittanceSchema)) },
      },
    },
    async (request) => ok(DELIVERY_MSG.cash, await remittancesOf(deps.db, request.query)),
  );

  r.post(
    '/api/delivery/remittance',
    {
      config: admin,
      schema: { body: RemittanceInputSchema, response: { 201: apiResponse(RemittanceSchema) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            DELIVERY_MSG.remittanceSaved,
            await recordRemittance(deps, request.body, requireAuth(request).userId),
          ),
        ),
  );
}
