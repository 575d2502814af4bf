import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_COD_MAX_ATTEMPTS } from '@zina/shared/schemas/cod';
import { DEFAULT_ORDER_MAX_PENDING } from '@zina/shared/schemas/order';
import { CARRIERS, type Carrier } from '@zina/shared/schemas/shipment';
import { isPrivateListenAddress } from './lib/private-network';

const optionalUrl = z.url({ error: 'doit être une URL valide' }).optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .url({
            protocol: /^https?$/,
            error: 'doit être une liste d’origines http(s) séparées par des virgules',
          })
          .refine((o) => URL.canParse(o) && new URL(o).origin === o.replace(/\/$/, ''), {
            error:
              'une origine ne contient ni chemin, ni requête (ex. https://boutique.example.ma)',
          })
          .transform((o) => new URL(o).origin),
      )
      .min(1, 'doit contenir au moins une origine'),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'doit être un nombre' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
      .optional(),
  ),
  /** Shared counters (rate limits, lock-outs) for more than one process. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'doit commencer par redis:// ou rediss://')
      .optional(),
  ),
  /**
   * Per process, and the shop runs a process per core: a few connections per core keep the cores
   * busy, more only queue for them inside PostgreSQL (docs/PERFORMANCE.md, pool size).
   */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  /** Named prepared statements per connection; `false` behind a pooler that cannot keep them. */
  DB_PREPARED_STATEMENTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  /** Worker processes; only with PostgreSQL (the embedded database lives in one process). */
  WEB_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
  /** A CDN in front of the shop's /uploads: answers' image URLs start with it (issue 48). */
  MEDIA_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'doit être une URL http(s) valide' }).optional(),
  ),
  /** Front ends allowed by CORS, comma-separated origins (scheme, host and port, no path). */
  WEB_ORIGIN: z.preprocess(emptyToUndefined, originList.optional()),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  ),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  ADMIN_EMAIL: z.email({ error: 'doit être une adresse email' }).default('admin@zina.ma'),
  ADMIN_PASSWORD: z.string().min(8).default('ZinaAdmin2026!'),
  SHOP_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
      .optional(),
  ),
  /** In production, the dev outbox (mail written to DATA_DIR/outbox) only when asked for. */
  MAIL_OUTBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  MAIL_FROM: z.string().default('Zina <no-reply@zina.ma>'),
  // Messages to customers' phones (issue 47): the dev outbox unless WhatsApp is configured.
  MESSAGE_PROVIDER: z.enum(['outbox', 'whatsapp', 'sms']).default('outbox'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_ID: z.string().optional(),
  WHATSAPP_API_URL: z
    .url({ error: 'doit être une URL valide' })
    .default('https://graph.facebook.com/v21.0'),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('fr'),
  // SMS through a Twilio-compatible Messages API (Twilio, or a gateway that speaks it).
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  SMS_API_URL: z.url({ error: 'doit être une URL valide' }).default('https://api.twilio.com'),
  /** Webhook endpoints on loopback, private or link-local addresses: refused unless true (SSRF). */
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** Which proxies may set X-Forwarded-For: none by default (see parseTrustProxy). */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, optionalUrl),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).default(5),
  /** Unanswered confirmation calls before a cash-on-delivery order is cancelled. */
  COD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(DEFAULT_COD_MAX_ATTEMPTS),
  // Fractions allowed (tests and checks use a few seconds).
  COD_CLAIM_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  COD_RETRY_MINUTES: z.coerce
    .number()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** Pending (unconfirmed) orders one account, and one phone, may hold at once. */
  ORDER_MAX_PENDING: z.coerce
    .number({ error: 'doit être un nombre' })
    .int()
    .min(1)
    .max(1_000_000_000)
    .default(DEFAULT_ORDER_MAX_PENDING),
  /** Storefront catalogue answers kept per process, in MB; 0 turns the cache off. */
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** Per IP and minute on sign-in, registration and password-recovery calls. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** /api/openapi.json and the /api/docs page; false turns both off. */
  API_DOCS: z.stringbool({ error: 'doit valoir true ou false' }).default(true),
  /** Prometheus /metrics on its own port (never the shop's); unset: no metrics server. */
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'doit être un nombre' }).int().min(1).max(65535).optional(),
  ),
  /** Where the metrics listen: loopback, a private or a link-local address only. */
  METRICS_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .refine(
      isPrivateListenAddress,
      'doit être une adresse locale ou privée (127.0.0.1, ::1, 10.x, 172.16–31.x, 192.168.x, ' +
        'fc00::/7, fe80::/10 ou localhost) : les métriques ne sont jamais publiques',
    ),
  /**
   * After SIGTERM, how long the shop keeps taking requests while /readyz answers 503, so that a
   * load balancer sees it before the listener closes; default 5000 in production, 0 otherwise.
   */
  SHUTDOWN_GRACE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'doit être un nombre' }).int().min(0).max(120_000).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SELLER_NAME: z.string().default('Zina Accessoires SARL'),
  SELLER_ADDRESS: z.string().default('12 Avenue Hassan II, 80000 Agadir, Maroc'),
  SELLER_ICE: z.string().default('001234567000089'),
  SELLER_RC: z.string().default('RC Agadir 45678'),
  SELLER_IF: z.string().default('IF 12345678'),
  SELLER_PHONE: z.string().default('+212 5 28 00 00 00'),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** The only reader of process.env: a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  if (production && !e.JWT_SECRET) {
    throw new ConfigError('Configuration invalide :\n  JWT_SECRET: requis en production');
  }
  if (production && (!env.ADMIN_PASSWORD || e.ADMIN_PASSWORD === 'ZinaAdmin2026!')) {
    throw new ConfigError(
      'Configuration invalide :\n  ADMIN_PASSWORD: le mot de passe de démonstration est refusé en production',
    );
  }
  if (production && !e.SMTP_URL && e.MAIL_OUTBOX !== 'true') {
    throw new ConfigError(
      'Configuration invalide :\n  SMTP_URL: requis en production (les codes de réinitialisation ' +
        'et les confirmations de commande partent par email). Pour écrire les emails dans ' +
        'DATA_DIR/outbox à la place, définissez MAIL_OUTBOX=true.',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Configuration invalide :\n  METRICS_PORT: doit être différent de PORT (les métriques ne ' +
        'sont jamais servies sur le port public de la boutique)',
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    trustProxy,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dbPreparedStatements: e.DB_PREPARED_STATEMENTS === 'true',
    workers: e.DATABASE_URL
      ? (e.WEB_CONCURRENCY ?? defaultWorkers(e.DATABASE_URL, availableParallelism()))
      : 1,
    publicUrl,
    /** Where a CDN serves the shop's /uploads (MEDIA_URL), without its trailing slash. */
    mediaUrl: e.MEDIA_URL?.replace(/\/+$/, ''),
    /** The first front end: where the Google sign-in sends the browser back. */
    webOrigin: e.WEB_ORIGIN?.[0] ?? publicUrl,
    webOrigins: e.WEB_ORIGIN ?? [publicUrl],
    jwtSecret: e.JWT_SECRET ?? (production ? '' : devSecret(dataDir)),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, shopEmail: e.SHOP_EMAIL ?? e.ADMIN_EMAIL },
    messages: messageProvider(e),
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true' },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.OIDC_ISSUER,
    },
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    codMaxAttempts: e.COD_MAX_ATTEMPTS,
    /** How long an agent's claim on an order holds (issue 46). */
    codClaimMs: Math.round(e.COD_CLAIM_MINUTES * 60_000),
    /** How long an unanswered order waits before it is called again (issue 46). */
    codRetryMs: Math.round(e.COD_RETRY_MINUTES * 60_000),
    orderMaxPending: e.ORDER_MAX_PENDING,
    catalogueCacheBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    apiDocs: e.API_DOCS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? (production ? 5000 : 0),
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    /** Each carrier's webhook secret, DELIVERY_WEBHOOK_SECRET_<CODE> (issue 47): none, no webhook. */
    deliveryWebhookSecrets: webhookSecretsOf(env),
    seller: {
      name: e.SELLER_NAME,
      address: e.SELLER_ADDRESS,
      ice: e.SELLER_ICE,
      rc: e.SELLER_RC,
      if: e.SELLER_IF,
      phone: e.SELLER_PHONE,
    },
  };
}

function webhookSecretsOf(env: NodeJS.ProcessEnv): Partial<Record<Carrier, string>> {
  const secrets: Partial<Record<Carrier, string>> = {};
  for (const code of CARRIERS) {
    const secret = env[`DELIVERY_WEBHOOK_SECRET_${code.toUpperCase()}`]?.trim();
    if (secret) secrets[code] = secret;
  }
  return secrets;
}

/**
 * The message channel: WhatsApp's Cloud API or SMS when asked for (each with its credentials
 * required), else the dev outbox.
 */
function messageProvider(e: {
  MESSAGE_PROVIDER: 'outbox' | 'whatsapp' | 'sms';
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_ID?: string;
  WHATSAPP_API_URL: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
  SMS_ACCOUNT_SID?: string;
  SMS_AUTH_TOKEN?: string;
  SMS_FROM?: string;
  SMS_API_URL: string;
}) {
  if (e.MESSAGE_PROVIDER === 'outbox') {
    return { provider: 'outbox' as const, appSecret: e.WHATSAPP_APP_SECRET };
  }
  if (e.MESSAGE_PROVIDER === 'sms') {
    if (!e.SMS_ACCOUNT_SID || !e.SMS_AUTH_TOKEN || !e.SMS_FROM) {
      throw new Error(
        'MESSAGE_PROVIDER=sms : SMS_ACCOUNT_SID, SMS_AUTH_TOKEN et SMS_FROM sont requis',
      );
    }
    return {
      provider: 'sms' as const,
      accountSid: e.SMS_ACCOUNT_SID,
      authToken: e.SMS_AUTH_TOKEN,
      from: e.SMS_FROM,
      apiUrl: e.SMS_API_URL.replace(/\/$/, ''),
      appSecret: e.WHATSAPP_APP_SECRET,
    };
  }
  if (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_ID) {
    throw new Error('MESSAGE_PROVIDER=whatsapp : WHATSAPP_TOKEN et WHATSAPP_PHONE_ID sont requis');
  }
  return {
    provider: 'whatsapp' as const,
    token: e.WHATSAPP_TOKEN,
    phoneId: e.WHATSAPP_PHONE_ID,
    apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
    appSecret: e.WHATSAPP_APP_SECRET,
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: unset or `false` trusts no one (the client's
 * address is the socket's, whatever X-Forwarded-For says); a number is the count of proxy hops in
 * front of the shop; otherwise a comma-separated list of addresses, CIDR ranges or proxy-addr's
 * names (`loopback`, `linklocal`, `uniquelocal`). `true` (trust anyone) is refused: any client
 * could then choose its own address and void every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const raw = value?.trim();
  if (!raw || raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw badTrustProxy('un nombre de proxys doit être entre 1 et 10');
    return hops;
  }
  const entries = raw.split(',').map((part) => part.trim());
  for (const entry of entries) {
    if (!isTrustedProxyEntry(entry)) {
      throw badTrustProxy(
        `« ${entry} » n'est ni une adresse IP, ni une plage CIDR, ni loopback, linklocal ou uniquelocal`,
      );
    }
  }
  return entries;
}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

const badTrustProxy = (why: string) =>
  new ConfigError(`Configuration invalide :\n  TRUST_PROXY: ${why}`);

/** In development the secret is generated once and kept, so sessions survive restarts. */
function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * One process per core, but a core left to PostgreSQL when it runs on this machine: on two cores
 * shared with the database, one process answered cached reads, checkouts and the database path's
 * tail better than two, which preempt PostgreSQL and each other (docs/PERFORMANCE.md, 2026-11-27
 * fourth session).
 */
export function defaultWorkers(databaseUrl: string, cores: number): number {
  return databaseOnThisMachine(databaseUrl) ? Math.max(1, cores - 1) : cores;
}

/** localhost, a loopback address, or a Unix socket (no host, or a host that is a path). */
function databaseOnThisMachine(databaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false;
  }
  const socket = url.searchParams.get('host');
  const host = decodeURIComponent(url.hostname).replace(/^\[|\]$/g, '');
  if (!host) return !socket || socket.startsWith('/') || isLoopback(socket);
  return host.startsWith('/') || isLoopback(host);
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
