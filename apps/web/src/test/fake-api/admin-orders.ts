/** The back office's order details: status history, confirmation calls and shipment. */
import type { CallAttempt } from '@zina/shared/schemas/cod';
import { ORDER_MSG, type Order, type OrderStatusChange } from '@zina/shared/schemas/order';
import { SHIPMENT_MSG, trackingUrl, type Carrier } from '@zina/shared/schemas/shipment';
import { ok, refuse } from './respond';
import { on } from './routes';
import { server } from './server';

const signedIn = { signedIn: true };
/** The statuses the API lets a tracking number be recorded on (apps/api cod/shipment.ts). */
const SHIPPABLE = new Set(['processing', 'confirmed', 'shipped']);

/**
 * Serves the details of `seed.orders` for the admin: each order's status changes
 * (`history[orderId]`) and confirmation calls (`attempts[orderId]`), none unless given, and
 * records a shipment (the order becomes shipped, as the API does).
 */
export function fakeOrderDetails(
  seed: {
    orders?: Order[];
    history?: Record<string, OrderStatusChange[]>;
    attempts?: Record<string, CallAttempt[]>;
  } = {},
) {
  const state = {
    orders: seed.orders ?? [],
    history: seed.history ?? {},
    attempts: seed.attempts ?? {},
  };
  server.use(
    on(
      'GET /api/order/admin/history',
      ({ query }) => ok(state.history[query.orderId ?? ''] ?? []),
      signedIn,
    ),
    on(
      'GET /api/order/admin/attempts',
      ({ query }) => ok(state.attempts[query.orderId ?? ''] ?? []),
      signedIn,
    ),
    on(
      'PUT /api/order/admin/shipment',
      ({ body }) => {
        const order = state.orders.find((o) => o.orderId === body?.orderId);
        if (!order) return refuse(404, ORDER_MSG.notFound);
        if (!SHIPPABLE.has(order.order_status)) return refuse(409, SHIPMENT_MSG.notShippable);
        const carrier = body?.carrier as Carrier;
        const trackingNumber = String(body?.trackingNumber);
        order.order_status = 'shipped';
        order.shipment = {
          carrier,
          trackingNumber,
          trackingUrl: trackingUrl(carrier, trackingNumber),
        };
        return ok(order, SHIPMENT_MSG.saved);
      },
      signedIn,
    ),
  );
  return { state };
}
