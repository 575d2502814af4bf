import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiResponse } from '@zina/shared/api-response';
import { DELIVERY_FEES_MSG, DeliveryFeesSchema } from '@zina/shared/schemas/delivery-fees';
import { deliveryFeesOf, saveDeliveryFees } from './fee-settings';

/** The fees by city (issue 47): the back office's settings. */
export async function feesRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const ok = <T>(message: string, data: T) => ({ success: true, error: false, message, data });

  r.get(
    '/api/delivery/fees',
    { config: admin, schema: { response: { 200: apiResponse(DeliveryFeesSchema) } } },
    async () => ok(DELIVERY_FEES_MSG.fees, await deliveryFeesOf(db)),
  );

  r.put(
    '/api/delivery/fees',
    {
      config: admin,
      schema: { body: DeliveryFeesSchema, response: { 200: apiResponse(DeliveryFeesSchema) } },
    },
    async (request) => ok(DELIVERY_FEES_MSG.saved, await saveDeliveryFees(db, request.body)),
  );
}
