import { shopWallClock } from '@zina/shared/shop-clock';

/** A period of the shop's calendar, both days included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the shop's calendar (Africa/Casablanca), as YYYY-MM-DD. */
export function shopToday(now: number): string {
  const { year, month, day } = shopWallClock(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The current month up to today, the page's first period. */
export function monthToDate(now: number): Period {
  const today = shopToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
