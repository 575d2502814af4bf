import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AttemptCounter } from './attempts';

/** Removes one member's failures from its group in one step (a failure may land meanwhile). */
const CLEAR_MEMBER = `
local prefix = ARGV[1]
local removed = 0
for _, entry in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if string.sub(entry, 1, #prefix) == prefix then
    removed = removed + redis.call('ZREM', KEYS[1], entry)
  end
end
return removed`;

/**
 * Failures in Redis, seen by every process: one sorted set per group, an entry per failure
 * (`member\nunique id`) scored by its time. Entries older than the window are dropped when the
 * group fails again and the whole set expires a window after its last failure.
 */
export function redisAttempts(
  redis: Redis,
  name: string,
  windowMs: number,
  now: () => number = Date.now,
): AttemptCounter {
  const key = (group: string) => `zina-attempts:${name}:${group}`;
  const prefix = (member: string) => `${member}\n`;
  return {
    async count(group, member = '') {
      const since = now() - windowMs;
      const entries = await redis.zrangebyscore(key(group), `(${since}`, '+inf');
      const mine = entries.filter((e) => e.startsWith(prefix(member))).length;
      return { group: entries.length, member: mine };
    },
    async fail(group, member = '') {
      const t = now();
      await redis
        .multi()
        .zremrangebyscore(key(group), '-inf', t - windowMs)
        .zadd(key(group), t, prefix(member) + randomUUID())
        .pexpire(key(group), windowMs)
        .exec();
    },
    async clear(group, member) {
      if (member === undefined) await redis.del(key(group));
      else await redis.eval(CLEAR_MEMBER, 1, key(group), prefix(member));
    },
  };
}
