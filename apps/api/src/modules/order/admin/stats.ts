import { count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { RESTOCKED_STATUSES } from '@zina/shared/order-status';
import { toMad } from '@zina/shared/pricing';
import type { DailyOrders, OrderStats, TopProduct } from '@zina/shared/schemas/order';
import { orderLines, orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { filterCondition, type OrderFilters } from './admin-service';
import { dayBuckets } from '../core/day-bucket';
import { keptName } from '../core/order-view';
import { daysEndingOn, shopDay } from '@zina/shared/shop-clock';

export const STATS_DAYS = 30;
export const TOP_PRODUCTS = 5;

/** Cancelled and returned orders were not sold: they count as orders, never as revenue. */
const sold = notInArray(orders.orderStatus, [...RESTOCKED_STATUSES]);

export function orderStatsService(deps: AppDeps) {
  const { db, clock } = deps;

  async function overview() {
    const [row] = await db
      .select({
        orders: count(),
        revenue: sql`coalesce(sum(${orders.totalCentimes}) filter (where ${sold}), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders);
    return { totalOrders: Number(row?.orders ?? 0), totalRevenue: toMad(row?.revenue ?? 0) };
  }

  async function countMatching(filters: OrderFilters): Promise<number> {
    const [row] = await db.select({ n: count() }).from(orders).where(filterCondition(filters));
    return Number(row?.n ?? 0);
  }

  /**
   * By units sold, then revenue (the lines' prices paid). One hash aggregate over the lines of
   * sold orders, then the names of the five: a product is named as in its latest line; a product
   * deleted since (no id any more) is grouped under the name its lines kept.
   */
  async function topProducts(): Promise<TopProduct[]> {
    const quantity = sql`sum(${orderLines.quantity})`.mapWith(Number);
    const revenue =
      sql`sum(${orderLines.quantity}::bigint * ${orderLines.unitPriceCentimes})`.mapWith(Number);
    const rows = await db
      .select({
        id: orderLines.productId,
        keptName,
        // The cart holds a product once, so an order has one line a product: lines are orders.
        orders: count(),
        quantity,
        revenue,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sold)
      .groupBy(orderLines.productId, keptName)
      .orderBy(
        sql`${quantity} desc`,
        sql`${revenue} desc`,
        sql`${orderLines.productId} asc nulls last`,
        sql`${keptName} asc`,
      )
      .limit(TOP_PRODUCTS);
    const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
    const latest = ids.length
      ? await db
          .selectDistinctOn([orderLines.productId], {
            id: orderLines.productId,
            name: orderLines.name,
          })
          .from(orderLines)
          .where(inArray(orderLines.productId, ids))
          .orderBy(orderLines.productId, desc(orderLines.id))
      : [];
    const nameOf = new Map(latest.map((l) => [l.id, l.name]));
    return rows.map((r) => ({
      _id: r.id,
      productName: (r.id ? nameOf.get(r.id) : r.keptName) ?? '',
      count: r.orders,
      totalQuantity: r.quantity,
      totalRevenue: toMad(r.revenue),
    }));
  }

  /** Orders placed and revenue per day in Morocco over the last 30 days, today included, zeros too. */
  async function daily(): Promise<DailyOrders[]> {
    const days = daysEndingOn(shopDay(clock.now()), STATS_DAYS);
    const { bucket: day, within } = dayBuckets(orders.createdAt, days);
    const rows = await db
      .select({
        day,
        orders: count(),
        revenue: sql`coalesce(sum(${orders.totalCentimes}) filter (where ${sold}), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      // orders_created_idx bounds the scan to the 30 days.
      .where(within)
      .groupBy(day);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return days.map((date, i) => {
      const row = byDay.get(i + 1);
      return { date, orders: Number(row?.orders ?? 0), revenue: toMad(row?.revenue ?? 0) };
    });
  }

  async function stats(filters: OrderFilters): Promise<OrderStats> {
    const filtered = Boolean(filters.status || filters.payment_status);
    const [all, matching, top, perDay] = await Promise.all([
      overview(),
      filtered ? countMatching(filters) : undefined,
      topProducts(),
      daily(),
    ]);
    return {
      overview: all,
      totalOrders: matching ?? all.totalOrders,
      topProducts: top,
      daily: perDay,
    };
  }

  return { stats };
}
