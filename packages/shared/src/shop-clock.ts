import { SHOP_ZONE_CHANGES } from './shop-clock-data';

/**
 * The shop's clock: Morocco's time (issue 46), for every date the shop shows, counts by day or
 * sets (mails, invoices, statistics, the desk's call-backs), whatever the zone of the server or
 * the browser. Its offsets come from the IANA database the project carries (shop-clock-data.ts),
 * not from the runtime's ICU, which ages with the Node or the phone: Node 20.20's still has
 * Morocco on UTC+1 after 20 September 2026 (ADR 0025). The zone: Africa/Casablanca.
 */

/** Milliseconds Morocco is ahead of UTC at `instant` (milliseconds since 1970). */
function shopOffset(instant: number): number {
  let minutes = SHOP_ZONE_CHANGES[0]![1];
  for (const [from, offset] of SHOP_ZONE_CHANGES) {
    if (instant < from * 1000) break;
    minutes = offset;
  }
  return minutes * 60_000;
}

/** The instant as Morocco's wall clock reads it, written as if it were UTC. */
export const onShopClock = (instant: number): Date => new Date(instant + shopOffset(instant));

/** The shop's wall clock at `instant`: year, month (1–12), day, hour, minute, second. */
export function shopWallClock(instant: number) {
  const d = onShopClock(instant);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** YYYY-MM-DD of an instant in Morocco. */
export const shopDay = (instant: Date | number): string =>
  onShopClock(+instant).toISOString().slice(0, 10);

/**
 * The instant Morocco's clock shows `hour`:00 on `day` (YYYY-MM-DD) plus `dayOffset` days. The
 * offset is asked twice (fromShopWall), so that a change of the clocks between the guess and the
 * answer is followed (Morocco changes them at 02:00 or 03:00, never at midnight).
 */
export const shopTimeAt = (day: string, hour = 0, dayOffset = 0): Date =>
  fromShopWall(Date.parse(`${day}T00:00:00Z`) + dayOffset * 86_400_000 + hour * 3_600_000);

/** The instant Morocco's clock shows `wall` (a wall time in milliseconds, written as UTC). */
function fromShopWall(wall: number): Date {
  const guess = wall - shopOffset(wall);
  return new Date(wall - shopOffset(guess));
}

/**
 * A date and time as a datetime-local field holds it (YYYY-MM-DDTHH:mm), read on the shop's
 * clock whatever the browser's zone; null when it is not one.
 */
export function shopTimeFromInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const wall = Date.parse(`${value}Z`);
  return Number.isNaN(wall) ? null : fromShopWall(wall);
}

/** An instant as a datetime-local field shows it on the shop's clock (YYYY-MM-DDTHH:mm). */
export const shopInputValue = (instant: number): string =>
  onShopClock(instant).toISOString().slice(0, 16);

/** The instant a day (YYYY-MM-DD) begins in Morocco. */
export const shopMidnight = (day: string): Date => shopTimeAt(day);

/**
 * The instant the shop's clock shows `hour`:00 on the day `dayOffset` days after the shop's day
 * at `now` (0: today, 1: tomorrow).
 */
export const shopTimeOn = (now: number, dayOffset: number, hour: number): number =>
  shopTimeAt(shopDay(now), hour, dayOffset).getTime();

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The `count` days ending with `last`, oldest first. */
export const daysEndingOn = (last: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(last, i - (count - 1)));
