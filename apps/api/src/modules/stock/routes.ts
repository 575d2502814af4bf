import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { AvailabilityLineSchema, CheckAvailabilitySchema } from '@zina/shared/schemas/cart';
import { stockService } from './service';

export async function stockRoutes(app: FastifyInstance) {
  const stock = stockService(app.deps);
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
}
