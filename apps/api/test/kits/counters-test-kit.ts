import { expect } from 'vitest';
import type { LimitCounters } from '../../src/lib/rate-limit/database-counters';

const MINUTE = 60_000;

/**
 * Limits count in windows fixed to the clock (limitCounters: a minute's window starts on the
 * minute). A test that sends more than a limit's worth of requests first waits for the next
 * window when fewer than `needMs` are left in this one, so that all its requests fall in one
 * window and the limit it asserts is one limit, not two.
 */
export async function inOneWindow(needMs: number, windowMs = MINUTE) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Two processes' counters taking turns at one client's sign-ins, 30 against a limit of 20: the
 * limit is one, not one each (ten refused, the count reaching 30).
 */
export async function expectOneLimitForTwo(
  first: LimitCounters,
  second: LimitCounters,
  client: string,
) {
  await inOneWindow(5_000);
  const counts: number[] = [];
  for (let i = 0; i < 30; i++) {
    const process = i % 2 ? first : second;
    counts.push((await process.hit(`login|${client}`, MINUTE, 20)).current);
  }
  expect(counts.filter((c) => c > 20)).toHaveLength(10);
  expect(Math.max(...counts)).toBe(30);
}

/**
 * A client's sign-ins taken by one process, then the other, then each again, on an exact limit
 * of 20: each hit is answered with the count of all before it, whatever the process saw earlier
 * (a process that last saw 5 must not let the 21st through because the other counted 15).
 */
export async function expectExactLimitForTwo(
  first: LimitCounters,
  second: LimitCounters,
  client: string,
) {
  const turns = [
    [first, 5],
    [second, 15],
    [first, 5],
    [second, 5],
  ] as const;
  const counts: number[] = [];
  for (const [process, times] of turns) {
    for (let i = 0; i < times; i++) {
      counts.push((await process.hit(`login|${client}`, MINUTE, 20, true)).current);
    }
  }
  expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
}
