import { expect } from 'vitest';
import type { LimitCounters } from './database-counters';

const MINUTE = 60_000;

/**
 * Two processes' counters taking turns at one client's sign-ins, 30 against a limit of 20: the
 * limit is one, not one each (ten refused, the count reaching 30).
 */
export async function expectOneLimitForTwo(
  first: LimitCounters,
  second: LimitCounters,
  client: string,
) {
  const counts: number[] = [];
  for (let i = 0; i < 30; i++) {
    const process = i % 2 ? first : second;
    counts.push((await process.hit(`login|${client}`, MINUTE, 20)).current);
  }
  expect(counts.filter((c) => c > 20)).toHaveLength(10);
  expect(Math.max(...counts)).toBe(30);
}
