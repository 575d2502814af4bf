import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiResponse } from '@zina/shared/api-response';
import { OrderSchema } from '@zina/shared/schemas/order';
import { ORDER_EDIT_MSG, OrderEditSchema } from '@zina/shared/schemas/order-edit';
import { requireAuth } from '../../../lib/access';
import { editOrder, type IsInvoiced } from './edit-order';

/** The desk's edit on the call (issue 46): an admin or an agent. */
export async function editRoutes(app: FastifyInstance, opts: { isInvoiced: IsInvoiced }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.patch(
    '/api/order/admin/edit',
    {
      config: { access: 'staff' },
      schema: { body: OrderEditSchema, response: { 200: apiResponse(OrderSchema) } },
    },
    async (request) => {
      const order = await editOrder(
        app.deps,
        request.body,
        requireAuth(request).userId,
        opts.isInvoiced,
      );
      app.wakeMailWorker();
      return { success: true, error: false, message: ORDER_EDIT_MSG.saved, data: order };
    },
  );
}
