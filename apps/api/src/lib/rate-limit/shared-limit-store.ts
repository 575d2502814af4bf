import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AppDeps } from '../deps';
import { databaseCounters } from './database-counters';
import { databaseStore } from './database-store';

/**
 * Where the processes of one shop count requests, so that a limit is one limit however many
 * processes serve: Redis when REDIS_URL is set (Redis away lets requests through rather than
 * refusing everyone); else the database when other processes count too (countsShared); the
 * process's own memory when it is alone.
 */
export function sharedLimitStore(deps: AppDeps): Partial<RateLimitPluginOptions> {
  if (deps.redis) return { redis: deps.redis, nameSpace: 'zina-rl:', skipOnError: true };
  if (countsShared(deps.config, deps.database)) {
    return { store: databaseStore(databaseCounters(deps.db)) as never, skipOnError: true };
  }
  return {};
}

/**
 * Whether other processes count with this one: several workers, or PostgreSQL, which other
 * machines may share whatever this one's WEB_CONCURRENCY (limits, lock-outs).
 */
export const countsShared = (config: Pick<Config, 'workers'>, database: Pick<Database, 'kind'>) =>
  config.workers > 1 || database.kind === 'postgres';
