import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import type { Order, OrderItem } from '@zina/shared/schemas/order';
import type { Db } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';

/**
 * Orders in the SPEC.md §3 shape, newest first: two queries whatever the number of orders
 * (the orders with their customer, then all their lines), never one per order.
 */
export async function loadOrders(db: Db, where: SQL, limit?: number, offset = 0): Promise<Order[]> {
  const base = db
    .select({ order: orders, userName: users.name, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    // As the indexes are written (DESC NULLS LAST), so the planner walks them instead of sorting.
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`);
  const rows = limit ? await base.limit(limit).offset(offset) : await base;
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const itemsOf = new Map<string, OrderItem[]>();
  for (const l of lines) {
    const items = itemsOf.get(l.orderId) ?? [];
    items.push({
      _id: l.id,
      quantity: l.quantity,
      product_details: { name: l.name, image: l.image },
      productId: {
        _id: l.productId,
        price: toMad(l.unitPriceCentimes),
        originalPrice: toMad(l.originalPriceCentimes),
      },
    });
    itemsOf.set(l.orderId, items);
  }
  return rows.map(({ order: o, userName, userEmail }) => ({
    _id: o.id,
    orderId: o.orderId,
    createdAt: o.createdAt.toISOString(),
    totalAmt: toMad(o.totalCentimes),
    subTotalAmt: toMad(o.subTotalCentimes),
    payment_status: o.paymentStatus,
    order_status: o.orderStatus,
    items: itemsOf.get(o.id) ?? [],
    userId: { _id: o.userId, name: userName, email: userEmail },
    delivery_address: {
      _id: o.addressId,
      adresse: o.deliveryAdresse,
      ville: o.deliveryVille,
      telephone: o.deliveryTelephone,
    },
  }));
}
