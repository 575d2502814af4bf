import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { labelNumber, orderLabel } from '@zina/shared/order-label';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { isId } from '../../../db/ids';

/** The next order's label number, in a statement that reads before an order is written. */
export const nextOrderNumber = sql<number>`nextval('orders_number_seq')::int`;

/** What names an order: its public reference (ORD-…) and its label for people (ZN-…). */
export interface OrderRef {
  orderId: string;
  label: string;
}

/** Each order's reference and label, by row id: one query whatever the number. */
export async function orderRefsOf(db: Db, ids: readonly string[]): Promise<Map<string, OrderRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderId: orders.orderId, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, unique));
  return new Map(rows.map((r) => [r.id, { orderId: r.orderId, label: orderLabel(r.number) }]));
}

/** The row id of the order a reference or a label names, as a subquery (searches). */
export const orderWithRef = (db: Db, ref: string) =>
  db.select({ id: orders.id }).from(orders).where(refMatch(ref));

/** The order a reference (ORD-…), a label (ZN-…) or an _id names. */
function refMatch(ref: string): SQL {
  const number = labelNumber(ref);
  if (number !== null) return eq(orders.number, number);
  return (isId(ref) ? or(eq(orders.id, ref), eq(orders.orderId, ref)) : eq(orders.orderId, ref))!;
}

/**
 * An order reached by its reference, its label or its _id, the user's own unless the back
 * office (an admin or an agent) asks.
 */
export function orderRefCondition(ref: string, viewer: { userId: string; role: string }) {
  const match = refMatch(ref);
  return viewer.role === 'ADMIN' ? match : and(match, eq(orders.userId, viewer.userId))!;
}

/**
 * refMatch as one text for every kind of reference, for a statement prepared once: its values
 * (refValuesOf) leave null the kinds the reference is not, which match nothing.
 */
export const refMatchPlaceholders = (): SQL =>
  sql`(${orders.number} = ${sql.placeholder('refNumber')}::int
    or ${orders.id} = ${sql.placeholder('refId')}
    or ${orders.orderId} = ${sql.placeholder('ref')})`;

/** refMatchPlaceholders' values for a reference: refMatch's rules. */
export function refValuesOf(ref: string) {
  const number = labelNumber(ref);
  if (number !== null) return { refNumber: number, refId: null, ref: null };
  return { refNumber: null, refId: isId(ref) ? ref : null, ref };
}
