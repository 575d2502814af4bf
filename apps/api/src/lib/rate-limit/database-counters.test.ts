import { describe, expect, it } from 'vitest';
import { expectExactLimitForTwo, expectOneLimitForTwo } from '@test/kits/counters-test-kit';
import { setupTestApp } from '@test/test-app';
import { databaseCounters } from './database-counters';

const t = setupTestApp({ seed: false });

const MINUTE = 60_000;

describe('rate-limit counts shared through the database (several processes, no Redis)', () => {
  it('hold one limit for two processes: 20 a minute in all, not 20 each', async () => {
    const clock = () => 1_000 * MINUTE + 5_000;
    const first = databaseCounters(t.deps.db, clock);
    const second = databaseCounters(t.deps.db, clock);
    await expectOneLimitForTwo(first, second, '198.51.100.30');
  });

  it('count an exact limit at once, whichever process saw what before', async () => {
    const clock = () => 1_500 * MINUTE + 5_000;
    const first = databaseCounters(t.deps.db, clock);
    const second = databaseCounters(t.deps.db, clock);
    await expectExactLimitForTwo(first, second, '198.51.100.33');
  });

  it('far below the limit, count locally and add to the database in one go later', async () => {
    const clock = () => 2_000 * MINUTE;
    const first = databaseCounters(t.deps.db, clock);
    const second = databaseCounters(t.deps.db, clock);
    for (let i = 0; i < 50; i++) await first.hit('global|198.51.100.31', MINUTE, 100_000);
    await first.flushAll();
    const seen = await second.hit('global|198.51.100.31', MINUTE, 100_000);
    expect(seen.current).toBe(1);
    await second.flushAll();
    // Past half the limit a hit goes to the database at once and learns the shared count.
    expect((await second.hit('global|198.51.100.31', MINUTE, 100)).current).toBe(52);
  });

  it('start a new count in the next window', async () => {
    let now = 3_000 * MINUTE;
    const counters = databaseCounters(t.deps.db, () => now);
    for (let i = 0; i < 12; i++) await counters.hit('login|198.51.100.32', MINUTE, 20);
    now += MINUTE;
    const next = await counters.hit('login|198.51.100.32', MINUTE, 20);
    expect(next.current).toBe(1);
    expect(next.ttl).toBe(MINUTE);
  });
});
