import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, shopMidnight } from '@zina/shared/shop-clock';

/** A timestamp literal computed here, never client text. */
export const instant = (iso: string): SQL => sql.raw(`'${iso}'::timestamptz`);

/**
 * Moroccan days as buckets of a timestamp column: the midnights around `days` (consecutive,
 * oldest first) as literals, so that the bucket reads the same in SELECT and GROUP BY. Bucket i
 * (1-based) is days[i - 1]; `within` bounds the scan to the days (the created_at index).
 */
export function dayBuckets(column: AnyPgColumn, days: readonly string[]) {
  const bounds = [...days, addDays(days[days.length - 1]!, 1)].map((d) =>
    shopMidnight(d).toISOString(),
  );
  const bucket = sql<number>`width_bucket(${column}, array[${sql.join(
    bounds.map(instant),
    sql`, `,
  )}])`.mapWith(Number);
  const within = sql`${column} >= ${instant(bounds[0]!)} and ${column} < ${instant(bounds[days.length]!)}`;
  return { bucket, within };
}
