import { Redis } from 'ioredis';

/**
 * The Redis connection of one process (REDIS_URL), connected when the app starts (redisPlugin).
 * Commands fail fast while Redis is away instead of queueing: a limit that cannot be counted
 * must not hold the request.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
}

/** Connects before the app serves, closes with it. */
export async function connectRedis(redis: Redis | undefined): Promise<void> {
  if (redis && redis.status === 'wait') await redis.connect();
}

export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (redis && redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
}
