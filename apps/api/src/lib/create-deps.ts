import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { attemptStore } from './attempts-store';
import { createCatalogueCache } from './catalogue-cache';
import { systemClock, type Clock } from './clock';
import type { AppDeps } from './deps';
import { createLifecycle } from './lifecycle';
import { countsShared } from './rate-limit/shared-limit-store';
import { createMailer, type Mailer } from './mail';
import { createMessenger, type Messenger } from './messages';
import { openRedis } from './redis';
import { localStorage, s3Storage } from './storage';
import { tokenService } from './tokens';
import { uploadUses } from './upload-uses';

/** How long a failed sign-in counts (modules/user/login-guard.ts sets the limits). */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function createDeps(
  config: Config,
  database: Database,
  overrides: { clock?: Clock; mailer?: Mailer; messenger?: Messenger } = {},
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
        replyTo: config.mail.shopEmail,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    messenger: overrides.messenger ?? createMessenger(config),
    storage: config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'uploads')),
    tokens: tokenService(config.jwtSecret, config.accessTokenTtl),
    redis,
    catalogueCache: createCatalogueCache(database, config.catalogueCacheBytes),
    attempts,
    loginAttempts: attempts('login', LOGIN_WINDOW_MS),
    lifecycle: createLifecycle(),
    uploadUses: uploadUses(),
  };
}
