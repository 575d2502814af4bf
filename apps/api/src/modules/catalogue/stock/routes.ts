import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { AvailabilityLineSchema, CheckAvailabilitySchema } from '@zina/shared/schemas/cart';
import {
  LowStockItemSchema,
  LowStockQuerySchema,
  STOCK_MSG,
  StockHistoryQuerySchema,
  StockMovementSchema,
} from '@zina/shared/schemas/stock';
import { stockAdminService, type OrderRefs } from './admin-service';
import { stockService } from './service';

export async function stockRoutes(app: FastifyInstance, opts: { orderRefsOf: OrderRefs }) {
  const stock = stockService(app.deps);
  const stockAdmin = stockAdminService(app.deps, opts.orderRefsOf);
  const admin = { access: 'admin' } as const;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: it tells only what a product page already shows (the stock), for any visitor's cart.
  r.post(
    '/api/stock/check-availability',
    {
      config: { access: 'public' },
      schema: {
        body: CheckAvailabilitySchema,
        response: { 200: apiResponse(z.array(AvailabilityLineSchema)) },
      },
    },
    async (request) => {
      const lines = await stock.checkAvailability(request.body);
      const ok = lines.every((l) => l.ok);
      return {
        success: true,
        error: false,
        message: ok
          ? 'Tous les articles sont disponibles'
          : 'Certains articles ne sont pas disponibles',
        data: lines,
      };
    },
  );

  r.get(
    '/api/stock/low-stock',
    {
      config: admin,
      schema: {
        querystring: LowStockQuerySchema,
        response: { 200: apiResponse(z.array(LowStockItemSchema)) },
      },
    },
    async (request) => ({
      success: true,
      error: false,
      message: STOCK_MSG.lowStock,
      data: await stockAdmin.lowStock(request.query.threshold),
    }),
  );

  r.get(
    '/api/stock/history',
    {
      config: admin,
      schema: {
        querystring: StockHistoryQuerySchema,
        response: { 200: apiResponse(z.array(StockMovementSchema)) },
      },
    },
    async (request) => ({
      success: true,
      error: false,
      message: STOCK_MSG.history,
      data: await stockAdmin.history(request.query.productId, request.query.limit),
    }),
  );
}
