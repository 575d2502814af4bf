import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createCatalogueCache } from './catalogue-cache';
import { systemClock, type Clock } from './clock';
import type { AppDeps } from './deps';
import { createLifecycle } from './lifecycle';
import { createMailer, type Mailer } from './mail';
import { localStorage, s3Storage } from './storage';
import { tokenService } from './tokens';

export function createDeps(
  config: Config,
  database: Database,
  overrides: { clock?: Clock; mailer?: Mailer } = {},
): AppDeps {
  return {
    config,
    database,
    db: database.db,
    clock: overrides.clock ?? systemClock,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    storage: config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'uploads')),
    tokens: tokenService(config.jwtSecret, config.accessTokenTtl),
    catalogueCache: createCatalogueCache(database, config.catalogueCacheBytes),
    lifecycle: createLifecycle(),
  };
}
