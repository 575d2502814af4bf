import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { canDeleteOrder, RESTOCKED_STATUSES, type OrderStatus } from '@zina/shared/order-status';
import {
  ORDER_ADMIN_MSG,
  ORDER_MSG,
  reopenStockMessage,
  type Order,
  type OrderStatusChange,
} from '@zina/shared/schemas/order';
import type { Db } from '../../db/client';
import { orderLines, orders, orderStatusChanges } from '../../db/schema';
import { isStillReferenced } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import { containsPattern } from '../../lib/like-pattern';
import { conflict, notFound } from '../../lib/errors';
import { lockProducts, putBackForOrder, takeForOrder } from '../catalogue';
import { queueMails } from '../mail-queue';
import { accountRef, accountsMatching, contactsOf } from '../user';
import { orderStatusMail } from './order-mail';
import { loadOrders } from './order-view';
import { orderRefCondition } from './service';

export interface OrderFilters {
  status?: string;
  payment_status?: string;
}

/** The list's filters; only the values given filter (SPEC.md §7). */
export function filterCondition(f: OrderFilters): SQL | undefined {
  return and(
    f.status ? eq(orders.orderStatus, f.status) : undefined,
    f.payment_status ? eq(orders.paymentStatus, f.payment_status) : undefined,
  );
}

/** Whether the order's units are off the shelf in this status (taken at checkout, not given back). */
const unitsOut = (status: string) => !RESTOCKED_STATUSES.includes(status as OrderStatus);

/** The lines that still name a product; products deleted since have nothing to give back. */
const linesWithProduct = async (tx: Db, orderRowId: string) =>
  (
    await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderRowId), isNotNull(orderLines.productId)))
  ).map((l) => ({ productId: l.productId!, quantity: l.quantity }));

export function orderAdminService(deps: AppDeps) {
  const { db, clock } = deps;
  const asAdmin = (adminId: string) => ({ userId: adminId, role: 'ADMIN' });

  /** Locks the order's row for the rest of the transaction: its status changes one at a time. */
  async function lockOrder(tx: Db, ref: string, adminId: string) {
    const [row] = await tx
      .select({
        id: orders.id,
        orderId: orders.orderId,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(orderRefCondition(ref, asAdmin(adminId)))
      .limit(1)
      .for('update');
    if (!row) throw notFound(ORDER_MSG.notFound);
    return row;
  }

  /** Every customer's orders, newest first, one page, with the total the filters match. */
  async function list(q: OrderFilters & { search?: string; page: number; limit: number }) {
    // Customers are matched in their own (small) table first: the orders are then filtered by
    // a hashed list of ids instead of a lookup per order.
    const search = q.search
      ? or(
          ilike(orders.orderId, containsPattern(q.search)),
          inArray(orders.userId, accountsMatching(db, q.search)),
        )
      : undefined;
    const where = and(filterCondition(q), search) ?? sql`true`;
    const [data, [total]] = await Promise.all([
      loadOrders(db, where, q.limit, (q.page - 1) * q.limit),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    const totalCount = Number(total?.n ?? 0);
    return { data, totalCount, totalPages: Math.ceil(totalCount / q.limit), page: q.page };
  }

  /**
   * SPEC.md §4: any status to any other. In one transaction, the order's row locked: entering
   * cancelled or retourné puts the units back, leaving them takes the units again (refused,
   * nothing changed, when the shelf no longer has them); the change is recorded with its author.
   */
  async function updateStatus(
    ref: string,
    to: OrderStatus,
    adminId: string,
  ): Promise<{ order: Order; changed: boolean }> {
    const { id, changed } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, ref, adminId);
      const from = order.orderStatus;
      if (from === to) return { id: order.id, changed: false };
      const now = clock.now();
      if (unitsOut(from) && !unitsOut(to)) {
        await putBackForOrder(tx, await linesWithProduct(tx, order.id), {
          orderId: order.id,
          userId: adminId,
          reason: to === 'cancelled' ? 'order-cancelled' : 'order-returned',
        });
      } else if (!unitsOut(from) && unitsOut(to)) {
        await takeAgain(tx, order.id, adminId);
      }
      await tx
        .update(orders)
        .set({ orderStatus: to, updatedAt: now })
        .where(eq(orders.id, order.id));
      await tx.insert(orderStatusChanges).values({
        orderId: order.id,
        fromStatus: from,
        toStatus: to,
        changedBy: adminId,
        changedAt: now,
      });
      // The customer's notice is queued with the change: it exists exactly when the change does.
      const [changedOrder] = await loadOrders(tx, eq(orders.id, order.id), 1);
      const mail = changedOrder && orderStatusMail(changedOrder, to);
      if (mail) {
        await queueMails(tx, [
          { key: `order:${order.id}:status:${to}:${now.getTime()}`, message: mail },
        ]);
      }
      return { id: order.id, changed: true };
    });
    const [order] = await loadOrders(db, eq(orders.id, id), 1);
    if (!order) throw notFound(ORDER_MSG.notFound);
    return { order, changed };
  }

  async function takeAgain(tx: Db, orderRowId: string, adminId: string) {
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
    await takeForOrder(tx, lines, {
      orderId: orderRowId,
      userId: adminId,
      reason: 'order-reopened',
    });
  }

  /**
   * SPEC.md §4: only a pending or cancelled order, or one whose payment failed. Its units come
   * back unless its status already gave them back. An invoiced order is kept: invoices are legal
   * records that must keep pointing at their order, and their foreign key refuses the delete.
   */
  async function remove(ref: string, adminId: string): Promise<{ _id: string; orderId: string }> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, ref, adminId);
      if (!canDeleteOrder(order.orderStatus, order.paymentStatus)) {
        throw conflict(ORDER_ADMIN_MSG.cannotDelete);
      }
      if (unitsOut(order.orderStatus)) {
        await putBackForOrder(tx, await linesWithProduct(tx, order.id), {
          orderId: order.id,
          userId: adminId,
          reason: 'order-deleted',
        });
      }
      try {
        await tx.delete(orders).where(eq(orders.id, order.id));
      } catch (error) {
        // An invoice points at the order (its key restricts the delete): the whole change is undone.
        if (isStillReferenced(error)) throw conflict(ORDER_ADMIN_MSG.invoiced);
        throw error;
      }
      return { _id: order.id, orderId: order.orderId };
    });
  }

  /** The order's status changes, oldest first, with the admin who made each. */
  async function history(ref: string, adminId: string): Promise<OrderStatusChange[]> {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(orderRefCondition(ref, asAdmin(adminId)))
      .limit(1);
    if (!order) throw notFound(ORDER_MSG.notFound);
    const changes = await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
    const admins = await contactsOf(
      db,
      changes.flatMap((c) => (c.changedBy ? [c.changedBy] : [])),
    );
    return changes.map((change) => ({
      _id: change.id,
      from_status: change.fromStatus,
      to_status: change.toStatus,
      changedAt: change.changedAt.toISOString(),
      changedBy: accountRef(admins, change.changedBy),
    }));
  }

  return { list, updateStatus, remove, history };
}
export type OrderAdminService = ReturnType<typeof orderAdminService>;
