/**
 * The shop's clock (issue 46): a back office in Morocco sets times in Africa/Casablanca, whatever
 * the zone of the browser (the shared `formatDateTime` shows them in it).
 */
export const SHOP_TIME_ZONE = 'Africa/Casablanca';

const wallParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The shop's wall clock at `instant`: year, month (1–12), day, hour, minute. */
export function shopWallClock(instant: number) {
  const parts = Object.fromEntries(
    wallParts.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the shop's clock is ahead of UTC at `instant`, in milliseconds. */
function shopOffset(instant: number): number {
  const w = shopWallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the shop's clock shows `hour`:00 on the day `dayOffset` days after the shop's day
 * at `now` (0: today, 1: tomorrow); the offset is asked twice, so a change of the clocks between
 * now and then is followed.
 */
export function shopTimeOn(now: number, dayOffset: number, hour: number): number {
  const today = shopWallClock(now);
  const wall = Date.UTC(today.year, today.month - 1, today.day + dayOffset, hour, 0, 0);
  const first = wall - shopOffset(now);
  return wall - shopOffset(first);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input holds it (the browser's own time zone). */
export function toLocalInput(instant: number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
