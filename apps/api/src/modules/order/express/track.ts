import { asc, eq } from 'drizzle-orm';
import { orderLabel } from '@zina/shared/order-label';
import { toMad } from '@zina/shared/pricing';
import { EXPRESS_MSG, type TrackedOrder } from '@zina/shared/schemas/express';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import { trackingUrl } from '@zina/shared/schemas/shipment';
import type { Db } from '../../../db/client';
import { orderLines, orders, orderStatusChanges } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, notFound } from '../../../lib/errors';
import { sha256 } from '../../../lib/tokens';
import { changeOrderStatus, linesWithProduct } from '../core/status-change';

/** The order a tracking token names (its hash is stored), or a 404 that tells nothing more. */
async function orderOfToken(db: Db, token: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.trackTokenHash, sha256(token)))
    .limit(1);
  if (!order) throw notFound(EXPRESS_MSG.trackNotFound);
  return order;
}

/**
 * The private tracking page's order (SPEC.md §11): label, status and its history, lines, total,
 * the carrier's link once shipped; never the name, the phone or the address.
 */
export async function trackedOrder({ db }: AppDeps, token: string): Promise<TrackedOrder> {
  const order = await orderOfToken(db, token);
  const [lines, changes] = await Promise.all([
    db
      .select({
        name: orderLines.name,
        quantity: orderLines.quantity,
        unit: orderLines.unitPriceCentimes,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select({ status: orderStatusChanges.toStatus, at: orderStatusChanges.changedAt })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(asc(orderStatusChanges.changedAt)),
  ]);
  return {
    label: orderLabel(order.number),
    orderStatus: order.orderStatus,
    createdAt: order.createdAt.toISOString(),
    items: lines.map((l) => ({ name: l.name, quantity: l.quantity, price: toMad(l.unit) })),
    totalAmt: toMad(order.totalCentimes),
    shipment:
      order.carrier && order.trackingNumber
        ? {
            carrier: order.carrier,
            trackingNumber: order.trackingNumber,
            trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
          }
        : null,
    history: [
      { status: 'pending', at: order.createdAt.toISOString() },
      ...changes.map((c) => ({ status: c.status, at: c.at.toISOString() })),
    ],
  };
}

/** "Annuler ma commande" from the tracking page: only while pending; the units go back. */
export async function cancelByToken(
  deps: AppDeps,
  token: string,
): Promise<{ order: TrackedOrder; productIds: string[] }> {
  const { db, clock } = deps;
  const now = clock.now();
  const productIds = await db.transaction(async (tx) => {
    const found = await orderOfToken(tx, token);
    const [order] = await tx
      .select({ id: orders.id, orderStatus: orders.orderStatus })
      .from(orders)
      .where(eq(orders.id, found.id))
      .for('update');
    if (!order || order.orderStatus !== 'pending') throw conflict(ORDER_MSG.notCancellable);
    await changeOrderStatus(tx, order, 'cancelled', now, {
      by: null,
      also: { codOutcome: 'self_cancelled', nextCallAt: null },
    });
    return (await linesWithProduct(tx, order.id)).map((l) => l.productId);
  });
  return { order: await trackedOrder(deps, token), productIds };
}
