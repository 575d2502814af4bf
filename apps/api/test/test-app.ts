import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { fromPglite, fromPostgres, type Database } from '../src/db/client';
import { seedDemoShop } from '../src/seed/seed';
import type { Clock } from '../src/lib/clock';
import { createDeps } from '../src/lib/create-deps';
import type { AppDeps } from '../src/lib/deps';
import { withDatabase } from './global-setup';
import { takePglite } from './pglite-pool';
import { testConfig } from './test-config';

/** A clock tests can move forward, so that expiry is tested without sleeping. */
export function testClock(): Clock & { advance(ms: number): void; setTo(iso: string): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => void (offset += ms),
    setTo: (iso) => void (offset = Date.parse(iso) - Date.now()),
  };
}

/** The template dumps, read once per worker (the API's files share a worker's modules). */
const dumps = new Map<string, Blob>();

type Template = 'empty' | 'accounts' | 'full';

/** A copy of one of the run's templates: migrated, with the demo accounts, or the whole shop. */
async function freshDatabase(from: Template): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const file = { empty: template.file, accounts: template.accounts, full: template.full }[from];
    const pooled = await takePglite(file, () => {
      if (!dumps.has(file)) dumps.set(file, new Blob([readFileSync(file)]));
      return dumps.get(file)!;
    });
    // Closing it hands it back to the worker's pool, emptied to the template's rows.
    return { ...fromPglite(pooled.client), close: pooled.release };
  }
  const source = { empty: template.name, accounts: template.accounts, full: template.full }[from];
  const name = `${template.name}_t${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  // Two workers copying the template at the same instant make PostgreSQL refuse one: retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  return fromPostgres(withDatabase(template.url, name), 10);
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof testClock>;
  dataDir: string;
  /** Sends the queued mail that is due, as the worker would; the number of mails tried. */
  sendQueuedMail(): Promise<number>;
  /** Sends the phone messages due now (the dev outbox DATA_DIR/messages); how many were tried. */
  sendQueuedMessages(): Promise<number>;
  /** Messages written to the dev outbox, oldest first. */
  outbox(): Array<{ to: string; subject: string; text: string; html: string }>;
  close(): Promise<void>;
}

export async function createTestApp(
  /** seed: 'accounts' (default: the two demo accounts), 'full' (plus the demo catalogue), false. */
  opts: {
    seed?: 'accounts' | 'full' | false;
    env?: Record<string, string>;
    /** Fastify's logger options (e.g. { level: 'trace', stream }); none by default. */
    logger?: boolean | object;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zina-test-'));
  const config = testConfig(dataDir, opts.env);
  const seed = opts.seed ?? 'accounts';
  // The templates were seeded with the default settings: the admin's address, not production,
  // images on disk. Other settings seed their own.
  const defaultSeed = !Object.keys(opts.env ?? {}).some((k) => /^(NODE_ENV|ADMIN_|S3_)/.test(k));
  const from: Template = !seed || !defaultSeed ? 'empty' : seed;
  if (from === 'full')
    cpSync(inject('dbTemplate').uploads, join(dataDir, 'uploads'), { recursive: true });
  const database = await freshDatabase(from);
  const clock = testClock();
  const deps = createDeps(config, database, { clock });
  if (seed) await seedDemoShop(deps, { catalogue: seed === 'full' });
  const app = await buildApp({ deps, logger: opts.logger, runMailWorker: false });
  await app.ready();
  return {
    app,
    deps,
    clock,
    dataDir,
    sendQueuedMail: () => app.sendDueMail(),
    sendQueuedMessages: () => app.sendDueMessages(),
    outbox() {
      const dir = join(dataDir, 'outbox');
      if (!existsSync(dir)) return [];
      const files = readdirSync(dir).sort();
      return files.map((f) => {
        const m = JSON.parse(readFileSync(join(dir, f), 'utf8'));
        return {
          to: m.to.map((a: { address: string }) => a.address).join(','),
          subject: m.subject,
          text: m.text,
          html: m.html,
        };
      });
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a file (or of a describe block): built before its tests, closed after them.
 * The object is filled in by its `beforeAll`, so read its fields inside hooks and tests only.
 */
export function setupTestApp(opts?: Parameters<typeof createTestApp>[0]): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(opts));
  });
  afterAll(() => t.close?.());
  return t;
}

/**
 * A second app on `t`'s database, as another process of the same shop would be: caches of its
 * own, told of the first's changes by PostgreSQL's NOTIFY. Built in a `beforeAll` registered here.
 */
export function secondProcess(t: TestApp): { app: FastifyInstance } {
  const second = {} as { app: FastifyInstance };
  beforeAll(async () => {
    second.app = await buildApp({ deps: createDeps(t.deps.config, t.deps.database) });
    await second.app.ready();
  });
  afterAll(() => second.app?.close());
  return second;
}

/**
 * The headers of `account` signed in to `t`, filled in by a `beforeAll` registered here: after
 * the app's own, before the later ones (a clock moved in an earlier hook is the session's).
 */
export function signedInHeaders(
  t: TestApp,
  account: { email: string; password: string },
): { authorization: string } {
  const headers = {} as { authorization: string };
  beforeAll(async () => {
    Object.assign(headers, (await loginAs(t.app, account.email, account.password)).auth);
  });
  return headers;
}

export const json = <T = { success: boolean; error: boolean; message: string; data?: unknown }>(
  res: LightMyRequestResponse,
): T => JSON.parse(res.body) as T;

/** An answer with `status` whose body says `message` (the French text the client shows). */
export function expectMessage(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(json(res).message).toBe(message);
}

/** A refusal: `status`, and the whole body the contract's error with its code and message. */
export function expectRefusal(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  message: string,
): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(json(res)).toEqual({ success: false, error: true, code, message });
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ accesstoken: string; refreshToken: string; auth: { authorization: string } }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const data = json<{ data: { accesstoken: string; refreshToken: string } }>(res).data;
  return { ...data, auth: { authorization: `Bearer ${data.accesstoken}` } };
}

export const ADMIN = { email: 'admin@zina.ma', password: 'ZinaAdmin2026!' };
export const CUSTOMER = { email: 'client@zina.ma', password: 'ZinaClient2026!' };
