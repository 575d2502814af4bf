import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AttemptCounter } from './attempts';
import type { AttemptStore } from './attempts-store';
import type { Clock } from './clock';
import type { Lifecycle } from './lifecycle';
import type { Mailer } from './mail';
import type { MediaUrls } from './media-urls';
import type { Messenger } from './messages';
import type { SharedCache } from './shared-cache';
import type { Storage } from './storage';
import type { TokenService } from './tokens';
import type { UploadUses } from './upload-uses';

/** What services receive: nothing of HTTP, everything they need to do their job. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Texts to phones (the express form's codes): the dev outbox until a provider is set. */
  messenger: Messenger;
  storage: Storage;
  /** Stored upload paths made absolute in answers, and answers' URLs made stored again. */
  media: MediaUrls;
  clock: Clock;
  tokens: TokenService;
  /** Shared counters across processes (REDIS_URL); absent with one process. */
  redis?: Redis;
  /** Storefront catalogue answers, ready to send (lib/catalogue-cache.ts). */
  catalogueCache: SharedCache;
  /** Failures counted for a limit, shared by the processes (lib/attempts-store.ts). */
  attempts: AttemptStore;
  /** Failed sign-ins per account and client address (lib/attempts.ts). */
  loginAttempts: AttemptCounter;
  /** The process's stop: readiness while draining, and the work to finish before exiting. */
  lifecycle: Lifecycle;
  /** Each module's check of whether its rows still use an upload (lib/upload-uses.ts). */
  uploadUses: UploadUses;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
