import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { attemptStore } from './attempts-store';
import { createCatalogueCache } from './catalogue-cache';
import { systemClock, type Clock } from './clock';
import type { AppDeps } from './deps';
import { createLifecycle } from './lifecycle';
import { countsShared } from './rate-limit/shared-limit-store';
import { createSharedCache } from './shared-cache';
import { createMailer, type Mailer } from './mail';
import { openRedis } from './redis';
import { localStorage, s3Storage } from './storage';
import { tokenService } from './tokens';
import { uploadUses } from './upload-uses';

/** How long a failed sign-in counts (modules/user/login-guard.ts sets the limits). */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** A few queue pages (≈ 100 KB each); a write to the desk's rows empties it everywhere. */
const QUEUE_CACHE_BYTES = 8 * 1024 * 1024;
/** What no write tells it (a customer renaming their account) shows within one poll (15 s). */
const QUEUE_CACHE_TTL_MS = 15 * 1000;

export function createDeps(
  config: Config,
  database: Database,
  overrides: { clock?: Clock; mailer?: Mailer } = {},
): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  const attempts = attemptStore({
    redis,
    db: database.db,
    shared: countsShared(config, database),
    now: () => clock.now().getTime(),
  });
  return {
    config,
    database,
    db: database.db,
    clock,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    storage: config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'uploads')),
    tokens: tokenService(config.jwtSecret, config.accessTokenTtl),
    redis,
    catalogueCache: createCatalogueCache(database, config.catalogueCacheBytes),
    confirmationQueueCache: createSharedCache(database, 'zina_confirmation_queue', {
      maxBytes: QUEUE_CACHE_BYTES,
      ttlMs: QUEUE_CACHE_TTL_MS,
      now: () => clock.now().getTime(),
    }),
    attempts,
    loginAttempts: attempts('login', LOGIN_WINDOW_MS),
    lifecycle: createLifecycle(),
    uploadUses: uploadUses(),
  };
}
