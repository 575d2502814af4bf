import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { memoryAttempts, type AttemptCounter } from './attempts';
import { databaseAttempts } from './attempts-database';
import { redisAttempts } from './attempts-redis';

/** A counter of failures named after its limit, with that limit's window. */
export type AttemptStore = (name: string, windowMs: number) => AttemptCounter;

/**
 * Where every lock-out and cool-down counts failures, so that a limit is one limit however many
 * processes serve (as lib/rate-limit/shared-limit-store.ts for requests): Redis when REDIS_URL is
 * set, the database when several processes run without it, the process's memory when alone.
 */
export function attemptStore(options: {
  redis?: Redis;
  db: Db;
  workers: number;
  now: () => number;
}): AttemptStore {
  const { redis, db, workers, now } = options;
  if (redis) return (name, windowMs) => redisAttempts(redis, name, windowMs, now);
  if (workers > 1) return (name, windowMs) => databaseAttempts(db, name, windowMs, now);
  return (_name, windowMs) => memoryAttempts(windowMs, now);
}
