import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { RESTOCKED_STATUSES, type OrderStatus } from '@zina/shared/order-status';
import { ORDER_MSG, reopenStockMessage } from '@zina/shared/schemas/order';
import type { Db } from '../../../db/client';
import { orderLines, orders, orderStatusChanges } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import { lockProducts, putBackForOrder, putBackForOrders, takeForOrder } from '../../catalogue';
import { queueMails } from '../../mail-queue';
import { queueMessages } from '../../messages';
import { queueWebhooks } from '../../webhooks';
import { orderStatusMail } from './order-mail';
import { statusMessage } from './order-messages';
import { statusWebhook } from './order-webhooks';
import { loadOrders } from './order-view';
import { orderRefCondition } from './order-refs';

/** The back office reaches every order by its reference or _id. */
export const ADMIN_VIEW = { userId: '', role: 'ADMIN' } as const;

/** The _id of the order a reference (or _id) names, for the back office; a 404 if none. */
export async function orderRowIdOf(db: Db, ref: string): Promise<string> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(orderRefCondition(ref, ADMIN_VIEW))
    .limit(1);
  if (!order) throw notFound(ORDER_MSG.notFound);
  return order.id;
}

/** Locks the order's row for the rest of the transaction: its status changes one at a time. */
export async function lockOrder(tx: Db, ref: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      orderId: orders.orderId,
      userId: orders.userId,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(orderRefCondition(ref, ADMIN_VIEW))
    .limit(1)
    .for('update');
  if (!row) throw notFound(ORDER_MSG.notFound);
  return row;
}

/** Whether the order's units are off the shelf in this status (taken at checkout, not given back). */
const unitsOut = (status: string) => !RESTOCKED_STATUSES.includes(status as OrderStatus);

/** The lines that still name a product; products deleted since have nothing to give back. */
export const linesWithProduct = async (tx: Db, orderRowId: string) =>
  (await linesOfOrders(tx, [orderRowId])).get(orderRowId) ?? [];

/** linesWithProduct for many orders, in one statement, by order. */
async function linesOfOrders(tx: Db, orderRowIds: readonly string[]) {
  const rows = await tx
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderRowIds]), isNotNull(orderLines.productId)));
  const byOrder = new Map<string, Array<{ productId: string; quantity: number }>>();
  for (const r of rows) {
    const lines = byOrder.get(r.orderId) ?? [];
    lines.push({ productId: r.productId!, quantity: r.quantity });
    byOrder.set(r.orderId, lines);
  }
  return byOrder;
}

/** Gives the order's units back unless its status already did (a deleted order). */
export async function putBackUnlessRestocked(
  tx: Db,
  order: { id: string; orderStatus: string },
  by: string,
) {
  if (!unitsOut(order.orderStatus)) return;
  await putBackForOrder(tx, await linesWithProduct(tx, order.id), {
    orderId: order.id,
    userId: by,
    reason: 'order-deleted',
  });
}

export interface StatusChange {
  /** Who made the change: an admin, the customer from the e-mail link; null: an express customer. */
  by: string | null;
  /** Also written on the order's row (the desk's outcome, the next call). */
  also?: Partial<typeof orders.$inferInsert>;
  /** The customer's notice waits this long (a desk outcome may be undone within it). */
  mailDelayMs?: number;
}

/** The queue key of the notice a status change sends: an undo withdraws it by this key. */
export const statusMailKey = (orderRowId: string, to: string, at: Date) =>
  `order:${orderRowId}:status:${to}:${at.getTime()}`;

/**
 * SPEC.md §4, inside the caller's transaction with the order's row locked: entering cancelled
 * or retourné puts the units back, leaving them takes the units again (refused, nothing
 * changed, when the shelf no longer has them); the change is recorded with its author, and the
 * customer's notice is queued with it, so it exists exactly when the change does.
 */
export async function changeOrderStatus(
  tx: Db,
  order: { id: string; orderStatus: string },
  to: OrderStatus,
  now: Date,
  { by, also = {}, mailDelayMs = 0 }: StatusChange,
): Promise<void> {
  if (!unitsOut(order.orderStatus) && unitsOut(to)) await takeAgain(tx, order.id, by);
  await putBackEntering(tx, [order], to, by);
  await tx
    .update(orders)
    .set({ ...statusColumns(order.orderStatus, to, now), ...also })
    .where(eq(orders.id, order.id));
  await recordChanges(tx, [order], to, now, { by, mailDelayMs });
}

/** The orders a statement of a bulk change names at most. */
const BULK = 1000;

/**
 * changeOrderStatus for many orders in a few statements a thousand (a carrier's report delivers
 * or returns hundreds of parcels): the same units back, row, history, message and mail, for
 * changes that take no units again (the caller holds the rows' locks; a change that would take
 * units is refused here, as it must go one by one through changeOrderStatus).
 */
export async function changeOrderStatuses(
  tx: Db,
  list: ReadonlyArray<{ id: string; orderStatus: string }>,
  to: OrderStatus,
  now: Date,
  { by }: { by: string | null },
): Promise<void> {
  if (list.some((o) => !unitsOut(o.orderStatus) && unitsOut(to))) {
    throw new Error('changeOrderStatuses takes no units again: use changeOrderStatus');
  }
  for (let i = 0; i < list.length; i += BULK) {
    const chunk = list.slice(i, i + BULK);
    await putBackEntering(tx, chunk, to, by);
    for (const from of new Set(chunk.map((o) => o.orderStatus))) {
      await tx
        .update(orders)
        .set(statusColumns(from, to, now))
        .where(
          inArray(
            orders.id,
            chunk.filter((o) => o.orderStatus === from).map((o) => o.id),
          ),
        );
    }
    await recordChanges(tx, chunk, to, now, { by });
  }
}

/** What a change writes on the order's row besides its status. */
const statusColumns = (from: string, to: OrderStatus, now: Date) => ({
  orderStatus: to,
  updatedAt: now,
  ...(to === 'confirmed' && from === 'pending' ? { confirmedAt: now } : {}),
});

/** Entering cancelled or retourné from a status whose units are out gives them back. */
async function putBackEntering(
  tx: Db,
  list: ReadonlyArray<{ id: string; orderStatus: string }>,
  to: OrderStatus,
  by: string | null,
) {
  if (unitsOut(to)) return;
  const out = list.filter((o) => unitsOut(o.orderStatus)).map((o) => o.id);
  if (out.length === 0) return;
  const lines = await linesOfOrders(tx, out);
  await putBackForOrders(
    tx,
    out.map((orderId) => ({ orderId, lines: lines.get(orderId) ?? [] })),
    { userId: by, reason: to === 'cancelled' ? 'order-cancelled' : 'order-returned' },
  );
}

/** The history's lines, then the customers' messages, notices and webhooks, queued with the change. */
async function recordChanges(
  tx: Db,
  list: ReadonlyArray<{ id: string; orderStatus: string }>,
  to: OrderStatus,
  now: Date,
  { by, mailDelayMs = 0 }: { by: string | null; mailDelayMs?: number },
) {
  await tx.insert(orderStatusChanges).values(
    list.map((o) => ({
      orderId: o.id,
      fromStatus: o.orderStatus,
      toStatus: to,
      changedBy: by,
      changedAt: now,
    })),
  );
  const changed = await loadOrders(
    tx,
    inArray(
      orders.id,
      list.map((o) => o.id),
    ),
  );
  await queueMessages(
    tx,
    changed.flatMap((o) => statusMessage(o, to) ?? []),
  );
  await queueWebhooks(
    tx,
    changed.flatMap((o) => statusWebhook(o, to, now) ?? []),
  );
  await queueMails(
    tx,
    changed.flatMap((o) => {
      const message = orderStatusMail(o, to);
      if (!message) return [];
      return [
        {
          key: statusMailKey(o._id, to, now),
          message,
          ...(mailDelayMs ? { runAt: new Date(now.getTime() + mailDelayMs) } : {}),
        },
      ];
    }),
  );
}

async function takeAgain(tx: Db, orderRowId: string, by: string | null) {
  const wanted = new Map<string, number>();
  for (const l of await linesWithProduct(tx, orderRowId)) {
    wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  }
  const locked = await lockProducts(tx, [...wanted.keys()]);
  // A product deleted since is skipped, as when the units went back.
  const lines = [...wanted]
    .filter(([productId]) => locked.has(productId))
    .map(([productId, quantity]) => ({ productId, quantity }));
  for (const line of lines) {
    const product = locked.get(line.productId)!;
    if (line.quantity > product.stock) {
      throw conflict(reopenStockMessage(product.name, product.stock), 'OUT_OF_STOCK');
    }
  }
  await takeForOrder(tx, lines, { orderId: orderRowId, userId: by, reason: 'order-reopened' });
}
