import type { DailyOrders } from '@zina/shared/schemas/order';

export const CHART_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The last `days` days ending on the latest day given, one entry a day (a day the server left
 * out counts zero), oldest first. Dates are YYYY-MM-DD days, compared as calendar days.
 */
export function dailySeries(daily: readonly DailyOrders[], days = CHART_DAYS): DailyOrders[] {
  const valid = daily.filter((d) => !Number.isNaN(toTime(d.date)));
  if (valid.length === 0) return [];
  const byDate = new Map(valid.map((d) => [d.date, d]));
  const last = Math.max(...valid.map((d) => toTime(d.date)));
  return Array.from({ length: days }, (_, i) => {
    const date = toDate(last - (days - 1 - i) * DAY_MS);
    const day = byDate.get(date);
    return { date, orders: day?.orders ?? 0, revenue: day?.revenue ?? 0 };
  });
}

export { shortDay } from '@zina/shared/format';
