import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { labelNumber } from '@zina/shared/order-label';
import { canDeleteOrder, type OrderStatus } from '@zina/shared/order-status';
import {
  ORDER_ADMIN_MSG,
  ORDER_MSG,
  type Order,
  type OrderStatusChange,
} from '@zina/shared/schemas/order';
import { orders, orderStatusChanges } from '../../../db/schema';
import { isStillReferenced } from '../../../lib/db-errors';
import type { AppDeps } from '../../../lib/deps';
import { containsPattern } from '../../../lib/like-pattern';
import { conflict, notFound } from '../../../lib/errors';
import { accountRef, accountsMatching, contactsOf } from '../../user';
import { loadOrders } from '../core/order-view';
import {
  changeOrderStatus,
  lockOrder,
  orderRowIdOf,
  putBackUnlessRestocked,
} from '../core/status-change';

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

export function orderAdminService(deps: AppDeps) {
  const { db, clock } = deps;

  /** Every customer's orders, newest first, one page, with the total the filters match. */
  async function list(q: OrderFilters & { search?: string; page: number; limit: number }) {
    // Customers are matched in their own (small) table first: the orders are then filtered by
    // a hashed list of ids instead of a lookup per order.
    const number = q.search ? labelNumber(q.search) : null;
    const search = q.search
      ? number !== null
        ? eq(orders.number, number)
        : or(
            ilike(orders.orderId, containsPattern(q.search)),
            inArray(orders.userId, accountsMatching(db, q.search)),
            // An express order's customer has no account: their name is on the order.
            ilike(orders.customerName, containsPattern(q.search)),
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
      const order = await lockOrder(tx, ref);
      if (order.orderStatus === to) return { id: order.id, changed: false };
      await changeOrderStatus(tx, order, to, clock.now(), { by: adminId });
      return { id: order.id, changed: true };
    });
    const [order] = await loadOrders(db, eq(orders.id, id), 1);
    if (!order) throw notFound(ORDER_MSG.notFound);
    return { order, changed };
  }

  /**
   * SPEC.md §4: only a pending or cancelled order, or one whose payment failed. Its units come
   * back unless its status already gave them back. An invoiced order is kept: invoices are legal
   * records that must keep pointing at their order, and their foreign key refuses the delete.
   */
  async function remove(ref: string, adminId: string): Promise<{ _id: string; orderId: string }> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, ref);
      if (!canDeleteOrder(order.orderStatus, order.paymentStatus)) {
        throw conflict(ORDER_ADMIN_MSG.cannotDelete);
      }
      await putBackUnlessRestocked(tx, order, adminId);
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
  async function history(ref: string): Promise<OrderStatusChange[]> {
    const orderRowId = await orderRowIdOf(db, ref);
    const changes = await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderRowId))
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
