import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactLimitForTwo, expectOneLimitForTwo } from '@test/kits/counters-test-kit';
import { redisUrl, withRedis } from '@test/kits/redis-test-kit';
import { limitCounters, redisSink } from './database-counters';

// A database of its own for this file; connected only when the file runs.
const redis = new Redis(redisUrl(10), { lazyConnect: true });

const MINUTE = 60_000;
/** A window of the coming hour: Redis expires a key whose window has ended. */
const window = (n: number) => Math.floor(Date.now() / MINUTE) + 10 * n;

describe.runIf(withRedis())('rate-limit counts shared through Redis (REDIS_URL)', () => {
  beforeAll(() => redis.flushdb());
  afterAll(() => redis.quit());

  it('hold one limit for two processes: 20 a minute in all, not 20 each', async () => {
    const clock = () => window(1) * MINUTE + 5_000;
    const first = limitCounters(redisSink(redis), clock);
    const second = limitCounters(redisSink(redis), clock);
    await expectOneLimitForTwo(first, second, '198.51.100.40');
  });

  it('count an exact limit at once, whichever process saw what before', async () => {
    const clock = () => window(4) * MINUTE + 5_000;
    const first = limitCounters(redisSink(redis), clock);
    const second = limitCounters(redisSink(redis), clock);
    await expectExactLimitForTwo(first, second, '198.51.100.43');
  });

  it('add far-below counts in one go, and let each window expire in Redis', async () => {
    const at = window(2);
    const clock = () => at * MINUTE;
    const first = limitCounters(redisSink(redis), clock);
    for (let i = 0; i < 50; i++) await first.hit('global|198.51.100.41', MINUTE, 100_000);
    await first.flushAll();
    const key = `zina-rl:global|198.51.100.41|${MINUTE}|${at}`;
    expect(await redis.get(key)).toBe('50');
    expect(await redis.pexpiretime(key)).toBe((at + 1) * MINUTE);
  });

  it('keep the counts when Redis is away, for the next flush', async () => {
    const away = new Redis('redis://127.0.0.1:1/0', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const counters = limitCounters(redisSink(away), () => window(3) * MINUTE);
    expect((await counters.hit('global|198.51.100.42', MINUTE, 100)).current).toBe(1);
    await expect(counters.flushAll()).rejects.toThrow();
    expect((await counters.hit('global|198.51.100.42', MINUTE, 100_000)).current).toBe(2);
    away.disconnect();
  });
});
