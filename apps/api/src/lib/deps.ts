import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from './clock';
import type { Lifecycle } from './lifecycle';
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
  /** Storefront catalogue answers, ready to send (lib/catalogue-cache.ts). */
  catalogueCache: ReadCache & { origin: string };
  /** The process's stop: readiness while draining, and the work to finish before exiting. */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
