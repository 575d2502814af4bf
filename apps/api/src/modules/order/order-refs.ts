import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

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
