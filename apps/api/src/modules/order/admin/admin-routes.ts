import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  AdminOrderPageSchema,
  AdminOrdersQuerySchema,
  DeletedOrderSchema,
  DeleteOrderSchema,
  ORDER_ADMIN_MSG,
  OrderRefQuerySchema,
  OrderSchema,
  OrderStatsQuerySchema,
  OrderStatsSchema,
  OrderStatusChangeSchema,
  UpdateOrderStatusSchema,
} from '@zina/shared/schemas/order';
import { requireAuth } from '../../../lib/access';
import { orderAdminService } from './admin-service';
import { orderStatsService } from './stats';

/** The back office's order calls (SPEC.md §7 Order, admin). */
export async function orderAdminRoutes(app: FastifyInstance) {
  const orders = orderAdminService(app.deps);
  const statistics = orderStatsService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  // The order list, an order's history and its status: the desk's agents too (issue 46).
  const staff = { access: 'staff' } as const;

  r.get(
    '/api/order/admin/all-orders',
    {
      config: staff,
      schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrderPageSchema } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: ORDER_ADMIN_MSG.list,
      ...(await orders.list(request.query)),
    }),
  );

  r.get(
    '/api/order/admin/stats',
    {
      config: admin,
      schema: {
        querystring: OrderStatsQuerySchema,
        response: { 200: apiResponse(OrderStatsSchema) },
      },
    },
    async (request) => ({
      success: true,
      error: false,
      message: ORDER_ADMIN_MSG.stats,
      data: await statistics.stats(request.query),
    }),
  );

  r.put(
    '/api/order/admin/update-status',
    {
      config: staff,
      schema: { body: UpdateOrderStatusSchema, response: { 200: apiResponse(OrderSchema) } },
    },
    async (request) => {
      const { order, changed } = await orders.updateStatus(
        request.body.orderId,
        request.body.order_status,
        requireAuth(request).userId,
      );
      if (changed) app.wakeMailWorker();
      return {
        success: true,
        error: false,
        message: changed ? ORDER_ADMIN_MSG.statusUpdated : ORDER_ADMIN_MSG.statusUnchanged,
        data: order,
      };
    },
  );

  r.delete(
    '/api/order/admin/delete-order',
    {
      config: admin,
      schema: { body: DeleteOrderSchema, response: { 200: apiResponse(DeletedOrderSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: ORDER_ADMIN_MSG.deleted,
      data: await orders.remove(request.body.orderId, requireAuth(request).userId),
    }),
  );

  r.get(
    '/api/order/admin/history',
    {
      config: staff,
      schema: {
        querystring: OrderRefQuerySchema,
        response: { 200: apiResponse(z.array(OrderStatusChangeSchema)) },
      },
    },
    async (request) => ({
      success: true,
      error: false,
      message: ORDER_ADMIN_MSG.history,
      data: await orders.history(request.query.orderId),
    }),
  );
}
