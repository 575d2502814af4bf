import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppDeps } from '../deps';
import { databaseCounters } from './database-counters';
import { databaseStore } from './database-store';

/**
 * Where the processes of one shop count requests, so that a limit is one limit however many
 * processes serve: Redis when REDIS_URL is set (Redis away lets requests through rather than
 * refusing everyone); the database when several processes run without Redis; the process's own
 * memory when it is alone.
 */
export function sharedLimitStore(deps: AppDeps): Partial<RateLimitPluginOptions> {
  if (deps.redis) return { redis: deps.redis, nameSpace: 'zina-rl:', skipOnError: true };
  if (deps.config.workers > 1) {
    return { store: databaseStore(databaseCounters(deps.db)) as never, skipOnError: true };
  }
  return {};
}
