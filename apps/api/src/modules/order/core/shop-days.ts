/**
 * Calendar days in Morocco, computed with the platform's time-zone data (ICU). The database's
 * own is not trusted: PGlite's tables lose Morocco's UTC+1 after 2026.
 */
export const SHOP_TIME_ZONE = 'Africa/Casablanca';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Milliseconds Morocco is ahead of UTC at this instant. */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, x.value]));
  const local = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return local - Math.floor(ms / 1000) * 1000;
}

/** YYYY-MM-DD of an instant in Morocco. */
export const shopDay = (date: Date): string => {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
};

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The instant a day (YYYY-MM-DD) begins in Morocco (clocks there change at 02:00/03:00, never at midnight). */
export function shopMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(guess));
}

/** The `count` days ending with `last`, oldest first. */
export const daysEndingOn = (last: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(last, i - (count - 1)));
