import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AppDeps } from '../deps';
import { countersStore } from './counters-store';
import { databaseSink, limitCounters, memorySink, type LimitCounters } from './database-counters';
import { limitKey } from './limit-key';

export interface LimitCounting {
  /** The plugin's store and key settings. */
  plugin: Partial<RateLimitPluginOptions>;
  /** The shop's own counters, which the front answers count with too; none with Redis. */
  counters: LimitCounters | null;
}

/**
 * Where the processes of one shop count requests, so that a limit is one limit however many
 * processes serve: Redis when REDIS_URL is set (Redis away lets requests through rather than
 * refusing everyone); else the database when other processes count too (countsShared); the
 * process's own memory when it is alone.
 */
export function limitCounting(deps: AppDeps): LimitCounting {
  const keyGenerator = (request: FastifyRequest) => limitKey(request.ip);
  if (deps.redis) {
    return {
      plugin: { redis: deps.redis, nameSpace: 'zina-rl:', skipOnError: true, keyGenerator },
      counters: null,
    };
  }
  const shared = countsShared(deps.config, deps.database);
  const counters = limitCounters(shared ? databaseSink(deps.db) : memorySink());
  return {
    plugin: { store: countersStore(counters) as never, skipOnError: shared, keyGenerator },
    counters,
  };
}

/**
 * Whether other processes count with this one: several workers, or PostgreSQL, which other
 * machines may share whatever this one's WEB_CONCURRENCY (limits, lock-outs).
 */
export const countsShared = (config: Pick<Config, 'workers'>, database: Pick<Database, 'kind'>) =>
  config.workers > 1 || database.kind === 'postgres';
