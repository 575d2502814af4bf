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
import { mediaUrls, UPLOADS_PATH, type MediaUrls } from './media-urls';
import { createMessenger, type Messenger } from './messages';
import { openRedis } from './redis';
import { localStorage, s3PublicUrl, s3Storage, type S3Options } from './storage';
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
  const media = mediaUrlsOf(config);
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
    media,
    catalogueCache: createCatalogueCache(database, config.catalogueCacheBytes, media),
    attempts,
    loginAttempts: attempts('login', LOGIN_WINDOW_MS),
    lifecycle: createLifecycle(),
    uploadUses: uploadUses(),
  };
}

/**
 * Where answers say the uploads are: the bucket's public address with S3, else the CDN in front
 * of /uploads (MEDIA_URL), else the shop itself; URLs under the shop's own address stay ours.
 */
export function mediaUrlsOf(config: {
  s3?: S3Options;
  mediaUrl?: string;
  publicUrl: string;
}): MediaUrls {
  const shop = `${config.publicUrl}${UPLOADS_PATH}`;
  if (config.s3) return mediaUrls(s3PublicUrl(config.s3), [shop]);
  return mediaUrls(config.mediaUrl ? `${config.mediaUrl}${UPLOADS_PATH}` : shop, [shop]);
}
