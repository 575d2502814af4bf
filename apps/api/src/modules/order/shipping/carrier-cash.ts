import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { addDays, shopMidnight } from '@zina/shared/shop-clock';

/** One carrier's delivered parcels of a period and their cash, in centimes. */
export interface DeliveredCash {
  carrier: string;
  delivered: number;
  collectedCentimes: number;
  feesCentimes: number;
}

/**
 * Per carrier, the orders delivered in the period (days of the shop's calendar, both included,
 * by the time their delivery was recorded from a report or a webhook) and still delivered: how
 * many, the cash collected and the carrier's fees. One statement.
 */
export async function deliveredCash(
  db: Db,
  period: { from: string; to: string },
): Promise<DeliveredCash[]> {
  const rows = await db
    .select({
      carrier: orders.carrier,
      delivered: sql<number>`count(*)::int`,
      collectedCentimes: sql<number>`coalesce(sum(${orders.cashCollectedCentimes}), 0)::bigint`,
      feesCentimes: sql<number>`coalesce(sum(${orders.carrierFeeCentimes}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, 'delivered'),
        isNotNull(orders.carrier),
        gte(orders.deliveredAt, shopMidnight(period.from)),
        lt(orders.deliveredAt, shopMidnight(addDays(period.to, 1))),
      ),
    )
    .groupBy(orders.carrier)
    .orderBy(orders.carrier);
  return rows.map((r) => ({
    carrier: r.carrier!,
    delivered: Number(r.delivered),
    collectedCentimes: Number(r.collectedCentimes),
    feesCentimes: Number(r.feesCentimes),
  }));
}
