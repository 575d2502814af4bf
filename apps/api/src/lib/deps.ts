import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from './clock';
import type { Mailer } from './mail';
import type { ReadCache } from './read-cache';
import type { Storage } from './storage';
import type { TokenService } from './tokens';

/** What services receive: nothing of HTTP, everything they need to do their job. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  clock: Clock;
  tokens: TokenService;
  /** Shared counters across processes (REDIS_URL); absent with one process. */
  redis?: Redis;
  /** Storefront catalogue answers, ready to send (lib/catalogue-cache.ts). */
  catalogueCache: ReadCache & { origin: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
