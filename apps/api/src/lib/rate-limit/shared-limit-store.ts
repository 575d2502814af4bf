import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AppDeps } from '../deps';
import { countersStore } from './counters-store';
import {
  databaseSink,
  limitCounters,
  memorySink,
  redisSink,
  type LimitCounters,
} from './database-counters';
import { limitKey } from './limit-key';

export interface LimitCounting {
  /** The plugin's store and key settings. */
  plugin: Partial<RateLimitPluginOptions>;
  /** The shop's counters, which the plugin and the front answers count with. */
  counters: LimitCounters;
}

/**
 * Where the processes of one shop count requests, so that a limit is one limit however many
 * processes serve: Redis when REDIS_URL is set; else the database when other processes count too
 * (countsShared); the process's own memory when it is alone. Shared counts that cannot be
 * reached (Redis or the database away) let requests through rather than refusing everyone.
 */
export function limitCounting(deps: AppDeps): LimitCounting {
  const shared = deps.redis !== undefined || countsShared(deps.config, deps.database);
  const sink = deps.redis ? redisSink(deps.redis) : shared ? databaseSink(deps.db) : memorySink();
  const counters = limitCounters(sink);
  return {
    plugin: {
      store: countersStore(counters) as never,
      skipOnError: shared,
      keyGenerator: (request: FastifyRequest) => limitKey(request.ip),
    },
    counters,
  };
}

/**
 * Whether other processes count with this one: several workers, or PostgreSQL, which other
 * machines may share whatever this one's WEB_CONCURRENCY (limits, lock-outs).
 */
export const countsShared = (config: Pick<Config, 'workers'>, database: Pick<Database, 'kind'>) =>
  config.workers > 1 || database.kind === 'postgres';
