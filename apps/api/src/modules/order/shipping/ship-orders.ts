import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { orderLabel } from '@zina/shared/order-label';
import { DELIVERY_MSG, type Shipped } from '@zina/shared/schemas/delivery';
import type { Order } from '@zina/shared/schemas/order';
import { trackingUrl, type Carrier } from '@zina/shared/schemas/shipment';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, notFound } from '../../../lib/errors';
import { loadOrders } from '../core/order-view';
import { ADMIN_VIEW, changeOrderStatus } from '../core/status-change';
import { orderRefCondition } from '../core/order-refs';

/** The statuses a parcel leaves the shop from (issue 47). */
const READY = new Set(['confirmed', 'processing']);

/** The order a reference (ORD-…), a label (ZN-…) or an _id names, among loaded orders. */
const named = (list: Order[], ref: string) =>
  list.find((o) => o.orderId === ref || o.label === ref || o._id === ref);

/**
 * The orders these references name, in the references' order, for the back office (delivery
 * notes): one 404 naming the first reference no order has.
 */
export async function ordersByRefs(db: Db, refs: readonly string[]): Promise<Order[]> {
  if (refs.length === 0) return [];
  const where = or(...refs.map((ref) => orderRefCondition(ref, ADMIN_VIEW)))!;
  const found = await loadOrders(db, where);
  return refs.map((ref) => {
    const order = named(found, ref);
    if (!order) throw notFound(DELIVERY_MSG.orderNotFound(ref));
    return order;
  });
}

/**
 * The orders of a shipping batch, read before a carrier is asked for parcels: every one must
 * exist (404) and be confirmed or in processing (409 naming those that are not).
 */
export async function ordersToShip(db: Db, refs: readonly string[]): Promise<Order[]> {
  const list = await ordersByRefs(db, refs);
  if (new Set(list.map((o) => o._id)).size !== list.length) {
    throw conflict(DELIVERY_MSG.duplicateOrder);
  }
  refuseUnready(list.map((o) => ({ label: o.label, orderStatus: o.order_status })));
  return list;
}

function refuseUnready(list: Array<{ label: string; orderStatus: string }>) {
  const unready = list.filter((o) => !READY.has(o.orderStatus)).map((o) => o.label);
  if (unready.length > 0) throw conflict(DELIVERY_MSG.notShippable(unready));
}

export interface ParcelToShip {
  /** The order's _id (as `ordersToShip` answered it). */
  orderId: string;
  tracking: string;
}

/**
 * Ships a batch with one carrier, all or nothing in one transaction: the orders' rows locked
 * (in id order, so two batches never wait on each other in a loop), every one still confirmed
 * or in processing (else 409, nothing written), no tracking number used twice for the carrier,
 * then each given its carrier and tracking number and moved to shipped (its customer told, as
 * the status change does).
 */
export async function shipOrders(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  carrier: Carrier,
  parcels: readonly ParcelToShip[],
  by: string,
): Promise<Shipped[]> {
  const now = clock.now();
  const ids = parcels.map((p) => p.orderId);
  const trackings = parcels.map((p) => p.tracking);
  if (new Set(ids).size !== ids.length) throw conflict(DELIVERY_MSG.duplicateOrder);
  const twice = trackings.find((t, i) => trackings.indexOf(t) !== i);
  if (twice) throw conflict(DELIVERY_MSG.trackingTaken(twice));
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: orders.id,
        orderId: orders.orderId,
        number: orders.number,
        orderStatus: orders.orderStatus,
      })
      .from(orders)
      .where(inArray(orders.id, [...ids].sort()))
      .orderBy(orders.id)
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw notFound(DELIVERY_MSG.orderNotFound(missing));
    refuseUnready(rows.map((r) => ({ label: orderLabel(r.number), orderStatus: r.orderStatus })));
    const [taken] = await tx
      .select({ tracking: orders.trackingNumber })
      .from(orders)
      .where(
        and(
          eq(orders.carrier, carrier),
          inArray(orders.trackingNumber, trackings),
          notInArray(orders.id, ids),
        ),
      )
      .limit(1);
    if (taken?.tracking) throw conflict(DELIVERY_MSG.trackingTaken(taken.tracking));
    const shipped: Shipped[] = [];
    for (const parcel of parcels) {
      const row = byId.get(parcel.orderId)!;
      await changeOrderStatus(tx, row, 'shipped', now, {
        by,
        also: { carrier, trackingNumber: parcel.tracking },
      });
      shipped.push({
        orderId: row.orderId,
        label: orderLabel(row.number),
        tracking: parcel.tracking,
        orderStatus: 'shipped',
        trackingUrl: trackingUrl(carrier, parcel.tracking),
      });
    }
    return shipped;
  });
}
