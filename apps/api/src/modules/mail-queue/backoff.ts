/** Tries of one mail before it is set aside as failed: together they span more than a day. */
export const MAX_ATTEMPTS = 40;

const FIRST_DELAY_MS = 15_000;
const LONGEST_DELAY_MS = 60 * 60 * 1000;

/**
 * The wait before the next try, after `attempts` failed ones: 15 s, 30 s, 1 min … doubling up to
 * an hour, with ±20 % jitter so that mails held by one outage do not all come back at once.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
