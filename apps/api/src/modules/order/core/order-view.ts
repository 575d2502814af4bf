import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { orderLabel } from '@zina/shared/order-label';
import { toMad } from '@zina/shared/pricing';
import type { Order, OrderItem } from '@zina/shared/schemas/order';
import { trackingUrl, type Carrier } from '@zina/shared/schemas/shipment';
import type { Db } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema';
import { contactsOf } from '../../user';

/**
 * Orders in the SPEC.md §3 shape, newest first: three queries whatever the number of orders
 * (the orders, their customers from the user module, then all their lines), never one per order.
 */
export async function loadOrders(db: Db, where: SQL, limit?: number, offset = 0): Promise<Order[]> {
  const base = db
    .select()
    .from(orders)
    .where(where)
    // As the indexes are written (DESC NULLS LAST), so the planner walks them instead of sorting.
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`);
  const found = limit ? await base.limit(limit).offset(offset) : await base;
  if (found.length === 0) return [];
  const customers = await contactsOf(
    db,
    found.flatMap((o) => o.userId ?? []),
  );
  // Every account order has its customer (users are never deleted while they have orders); an
  // express order carries its own.
  const rows = found.flatMap((order) => {
    const customer = order.userId
      ? customers.get(order.userId)
      : { name: order.customerName ?? '', email: order.customerEmail ?? '' };
    // A name typed on the order (the express form, an edit on the call) is the delivery's.
    const userName = order.customerName ?? customer?.name ?? '';
    return customer ? [{ order, userName, userEmail: customer.email }] : [];
  });
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
  const linesOf = new Map<string, OrderLineRow[]>();
  for (const l of lines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);
  return rows.map((row) => toOrder(row, linesOf.get(row.order.id) ?? []));
}

type OrderLineRow = typeof orderLines.$inferSelect;

/** What an order's answer shows of its row (a row just written has no more). */
export type OrderShown = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderId'
  | 'number'
  | 'createdAt'
  | 'totalCentimes'
  | 'subTotalCentimes'
  | 'deliveryFeeCentimes'
  | 'paymentStatus'
  | 'orderStatus'
  | 'userId'
  | 'addressId'
  | 'deliveryAdresse'
  | 'deliveryVille'
  | 'deliveryTelephone'
  | 'carrier'
  | 'trackingNumber'
>;

/** What an order's answer shows of each line. */
export type OrderLineShown = Pick<
  OrderLineRow,
  'id' | 'quantity' | 'name' | 'image' | 'productId' | 'unitPriceCentimes' | 'originalPriceCentimes'
>;

/** One order in the SPEC.md §3 shape, from its row, its customer and its lines (in order). */
export function toOrder(
  { order: o, userName, userEmail }: { order: OrderShown; userName: string; userEmail: string },
  lines: OrderLineShown[],
): Order {
  const items: OrderItem[] = lines.map((l) => ({
    _id: l.id,
    quantity: l.quantity,
    product_details: { name: l.name, image: l.image },
    productId: {
      _id: l.productId,
      price: toMad(l.unitPriceCentimes),
      originalPrice: toMad(l.originalPriceCentimes),
    },
  }));
  return {
    _id: o.id,
    orderId: o.orderId,
    label: orderLabel(o.number),
    createdAt: o.createdAt.toISOString(),
    totalAmt: toMad(o.totalCentimes),
    subTotalAmt: toMad(o.subTotalCentimes),
    deliveryFee: toMad(o.deliveryFeeCentimes),
    payment_status: o.paymentStatus,
    order_status: o.orderStatus,
    items,
    // An express order has no account: '' as its id.
    userId: { _id: o.userId ?? '', name: userName, email: userEmail },
    delivery_address: {
      _id: o.addressId,
      adresse: o.deliveryAdresse,
      ville: o.deliveryVille,
      telephone: o.deliveryTelephone,
    },
    shipment:
      o.carrier && o.trackingNumber
        ? {
            carrier: o.carrier as Carrier,
            trackingNumber: o.trackingNumber,
            trackingUrl: trackingUrl(o.carrier, o.trackingNumber),
          }
        : null,
  };
}

/** A deleted product (no id any more) is grouped under the name its lines kept. */
export const keptName = sql<
  string | null
>`case when ${orderLines.productId} is null then ${orderLines.name} end`;
