import { eq } from 'drizzle-orm';
import type { Order, ShipmentInput } from '@zina/shared/schemas/order';
import { SHIPMENT_MSG } from '@zina/shared/schemas/shipment';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, notFound } from '../../../lib/errors';
import { loadOrders } from '../core/order-view';
import { changeOrderStatus, lockOrder } from '../core/status-change';
import { ORDER_MSG } from '@zina/shared/schemas/order';

/** Statuses in which the parcel is with the shop or on its way. */
const SHIPPABLE = new Set(['processing', 'confirmed', 'shipped']);

/**
 * The carrier and tracking number of the order's parcel; a confirmed order given one is shipped
 * (and its customer told so), in the same transaction.
 */
export async function recordShipment(
  { db, clock }: AppDeps,
  input: ShipmentInput,
  adminId: string,
): Promise<{ order: Order; statusChanged: boolean }> {
  const now = clock.now();
  const { id, statusChanged } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!SHIPPABLE.has(order.orderStatus)) throw conflict(SHIPMENT_MSG.notShippable);
    const shipment = { carrier: input.carrier, trackingNumber: input.trackingNumber };
    if (order.orderStatus === 'shipped') {
      await tx
        .update(orders)
        .set({ ...shipment, updatedAt: now })
        .where(eq(orders.id, order.id));
      return { id: order.id, statusChanged: false };
    }
    await changeOrderStatus(tx, order, 'shipped', now, { by: adminId, also: shipment });
    return { id: order.id, statusChanged: true };
  });
  const [order] = await loadOrders(db, eq(orders.id, id), 1);
  if (!order) throw notFound(ORDER_MSG.notFound);
  return { order, statusChanged };
}
