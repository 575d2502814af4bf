import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { isId } from '../../../db/ids';

/** Each order's public reference (ORD-…), by row id: one query whatever the number. */
export async function orderRefsOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, ref: orders.orderId })
    .from(orders)
    .where(inArray(orders.id, unique));
  return new Map(rows.map((r) => [r.id, r.ref]));
}

/** The row id of the order with this public reference, as a subquery (searches by reference). */
export const orderWithRef = (db: Db, ref: string) =>
  db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, ref));

/** An order reached by its reference (ORD-…) or its _id, the user's own unless an admin asks. */
export function orderRefCondition(ref: string, viewer: { userId: string; role: string }) {
  const match = isId(ref)
    ? or(eq(orders.id, ref), eq(orders.orderId, ref))
    : eq(orders.orderId, ref);
  return viewer.role === 'ADMIN' ? match! : and(match, eq(orders.userId, viewer.userId))!;
}
