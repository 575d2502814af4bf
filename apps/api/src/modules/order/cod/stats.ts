import { count, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  COD_MSG,
  COD_STATS_DEFAULT_DAYS,
  COD_STATS_MAX_DAYS,
  CONFIRMED_STATUSES,
  SHIPPED_STATUSES,
  type CodStats,
  type CodStatsQuery,
} from '@zina/shared/schemas/cod';
import { orderLines, orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { invalid } from '../../../lib/errors';
import { dayBuckets } from '../core/day-bucket';
import { agentFigures } from './agent-figures';
import { keptName } from '../core/order-view';
import { addDays, daysEndingOn, shopDay } from '@zina/shared/shop-clock';

/** Parcels a product needs shipped before its return rate ranks it among the most returned. */
const MIN_SHIPPED_TO_RANK = 3;

/** n / d, 0 when there is nothing to divide. */
const ratio = (n: number, d: number) => (d > 0 ? n / d : 0);

const confirmed = or(
  isNotNull(orders.confirmedAt),
  inArray(orders.orderStatus, [...CONFIRMED_STATUSES]),
);
const shipped = inArray(orders.orderStatus, [...SHIPPED_STATUSES]);
const countWhere = (condition: ReturnType<typeof sql> | undefined) =>
  sql`count(*) filter (where ${condition})`.mapWith(Number);

/** The counts every row of the figures is made of (one pass over the orders). */
const tallies = {
  orders: count(),
  confirmed: countWhere(confirmed),
  shipped: countWhere(shipped),
  delivered: countWhere(sql`${orders.orderStatus} = 'delivered'`),
  returned: countWhere(sql`${orders.orderStatus} = 'retourné'`),
  pending: countWhere(sql`${orders.orderStatus} = 'pending'`),
  inTransit: countWhere(sql`${orders.orderStatus} = 'shipped'`),
};

interface Tally {
  orders: number;
  confirmed: number;
  shipped: number;
  delivered: number;
  returned: number;
  pending: number;
  inTransit: number;
}

/** Rates over decided orders: pending ones and parcels in transit are counted beside them. */
const rates = (t: Tally) => ({
  orders: t.orders,
  confirmationRate: ratio(t.confirmed, t.orders - t.pending),
  deliveryRate: ratio(t.delivered, t.shipped - t.inTransit),
  returnRate: ratio(t.returned, t.shipped - t.inTransit),
  pending: t.pending,
  inTransit: t.inTransit,
});

/** The days asked for (Moroccan calendar days), the last 30 by default; at most 366. */
export function statsRange(query: CodStatsQuery, today: string): string[] {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - COD_STATS_DEFAULT_DAYS);
  const length = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (length < 1) throw invalid(COD_MSG.badRange);
  if (length > COD_STATS_MAX_DAYS) throw invalid(COD_MSG.rangeTooLong);
  return daysEndingOn(to, length);
}

/**
 * The cash-on-delivery figures (issue #20): of the orders placed in a range of days, how many
 * were confirmed, delivered and returned, overall, by city, by day and by product. Two
 * statements: the orders grouped three ways at once (grouping sets), then their lines.
 */
export function codStatsService({ db, clock }: AppDeps) {
  async function stats(query: CodStatsQuery): Promise<CodStats> {
    const days = statsRange(query, shopDay(clock.now()));
    const { bucket, within } = dayBuckets(orders.createdAt, days);
    const city = orders.deliveryVille;
    const minutesToConfirm = sql`extract(epoch from ${orders.confirmedAt} - ${orders.createdAt}) / 60`;

    const [groups, products, calls] = await Promise.all([
      db
        .select({
          ...tallies,
          byCity: sql<number>`grouping(${city})`.mapWith(Number),
          byDay: sql<number>`grouping(${bucket})`.mapWith(Number),
          city,
          day: bucket,
          median: sql<
            number | null
          >`percentile_cont(0.5) within group (order by ${minutesToConfirm})
            filter (where ${orders.confirmedAt} is not null)`.mapWith((v) =>
            v === null ? null : Number(v),
          ),
        })
        .from(orders)
        .where(within)
        .groupBy(sql`grouping sets ((), (${city}), (${bucket}))`),
      productReturns(within),
      agentFigures(db, within),
    ]);

    const total = groups.find((g) => g.byCity === 1 && g.byDay === 1);
    const perDay = new Map(
      groups.filter((g) => g.byCity === 1 && g.byDay === 0).map((g) => [g.day, g]),
    );
    const median = total?.median ?? null;
    return {
      ...rates(total ?? empty),
      from: days[0]!,
      to: days[days.length - 1]!,
      medianMinutesToConfirm: median === null ? null : Math.round(median * 10) / 10,
      medianMinutesToFirstCall: calls.medianMinutesToFirstCall,
      byAgent: calls.byAgent,
      byCity: groups
        .filter((g) => g.byCity === 0)
        .map((g) => ({ city: g.city, ...rates(g) }))
        .sort((a, b) => b.orders - a.orders || a.city.localeCompare(b.city, 'fr')),
      byProduct: products,
      byDay: days.map((day, i) => ({ day, ...rates(perDay.get(i + 1) ?? empty) })),
    };
  }

  /**
   * Each product's orders in the range and how many of those that shipped came back, worst
   * first. A product is named as in its latest line; a deleted one (no id) by its lines' name.
   */
  async function productReturns(within: ReturnType<typeof sql>) {
    const rows = await db
      .select({
        productId: orderLines.productId,
        name: sql<string>`(array_agg(${orderLines.name} order by ${orderLines.id} desc))[1]`,
        orders: sql`count(distinct ${orders.id})`.mapWith(Number),
        shipped: sql`count(distinct ${orders.id}) filter (where ${shipped})`.mapWith(Number),
        returned:
          sql`count(distinct ${orders.id}) filter (where ${orders.orderStatus} = 'retourné')`.mapWith(
            Number,
          ),
      })
      .from(orderLines)
      .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
      .where(within)
      .groupBy(orderLines.productId, keptName);
    return rows
      .map((r) => ({
        productId: r.productId,
        name: r.name,
        orders: r.orders,
        returnRate: ratio(r.returned, r.shipped),
        // One return of one parcel is no pattern (issue 46): a product leads the list of the most
        // returned only with enough parcels behind its rate.
        ranked: r.shipped >= MIN_SHIPPED_TO_RANK,
      }))
      .sort(
        (a, b) =>
          Number(b.ranked) - Number(a.ranked) ||
          b.returnRate - a.returnRate ||
          b.orders - a.orders ||
          a.name.localeCompare(b.name, 'fr'),
      )
      .map(({ ranked: _ranked, ...product }) => product);
  }

  return { stats };
}

const empty: Tally = {
  orders: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  returned: 0,
  pending: 0,
  inTransit: 0,
};
