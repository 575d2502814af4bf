import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from './clock';
import type { Mailer } from './mail';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
