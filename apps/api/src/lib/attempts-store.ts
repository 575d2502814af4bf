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
 * set, else the database when other processes count too (several workers, or PostgreSQL: other
 * machines may serve the same shop), the process's memory when alone (PGlite, one worker).
 */
export function attemptStore(options: {
  redis?: Redis;
  db: Db;
  /** Whether other processes count too (rate-limit/shared-limit-store.ts, countsShared). */
  shared: boolean;
  now: () => number;
}): AttemptStore {
  const { redis, db, shared, now } = options;
  if (redis) return (name, windowMs) => redisAttempts(redis, name, windowMs, now);
  if (shared) return (name, windowMs) => databaseAttempts(db, name, windowMs, now);
  return (_name, windowMs) => memoryAttempts(windowMs, now);
}
