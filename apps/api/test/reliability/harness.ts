import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import {
  fromPglite,
  fromPostgres,
  migrateDatabase,
  newPglite,
  PGLITE_EXTENSIONS,
  type Database,
} from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { createDeps } from '../../src/lib/create-deps';
import { hashPassword } from '../../src/modules/user/passwords';
import { sessionService } from '../../src/modules/user/sessions';
import { withDatabase } from '../global-setup';

/**
 * The real server as a child process (`node --import tsx apps/api/src/server.ts`, so no build is
 * needed), in production mode, on its own data directory and database.
 */

const REPO = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const SERVER = join(REPO, 'apps', 'api', 'src', 'server.ts');

export const JWT_SECRET = 'reliability-secret-reliability-secret-0123456789';
export const ADMIN_EMAIL = 'admin@zina.ma';
export const ADMIN_PASSWORD = 'Fiable2026!Admin';
/** The password of every customer the tests write straight into the database. */
export const CUSTOMER_PASSWORD = 'Fiable2026!Client';

/** This machine is small and busy: a start (tsx, then the database) can take a while. */
export const START_TIMEOUT_MS = 90_000;

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited (code null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** The process and any worker it forked: they share its process group. */
  killGroup(signal?: NodeJS.Signals): void;
}

const live = new Set<ServerProcess>();

/** Starts the server and waits until /readyz answers 200. */
export async function startServer(env: {
  dataDir: string;
  databaseUrl?: string;
  workers?: number;
  port?: number;
  extra?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = env.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      TMPDIR: tmpdir(),
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      JWT_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DATA_DIR: env.dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
      // Production waits 5 s for a load balancer after SIGTERM; the tests that want it say so.
      SHUTDOWN_GRACE_MS: '0',
      WEB_CONCURRENCY: String(env.workers ?? 1),
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      ...env.extra,
    },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.once('exit', (code, signal) => ok({ code, signal })),
  );
  const server: ServerProcess = {
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    killGroup(signal = 'SIGKILL') {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    },
  };
  live.add(server);
  void exited.then(() => live.delete(server));

  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  server.killGroup();
  throw new Error(`the server did not start (${gone ? 'it exited' : 'timeout'}):\n${output}`);
}

/** For afterAll: no server outlives its test file, whatever happened. */
export async function killAllServers(): Promise<void> {
  const all = [...live];
  for (const s of all) s.killGroup('SIGKILL');
  await Promise.all(all.map((s) => Promise.race([s.exited, sleep(5000)])));
}

/**
 * For a test file: the servers, databases and folders made through what it returns go when the
 * file ends, whatever happened.
 */
export function cleanedUpAfterFile() {
  const dirs: string[] = [];
  const databases: TestPostgres[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const database of databases) await database.drop();
    dirs.forEach(removeDir);
  });
  return {
    tempDir: () => keep(dirs, tempDir()),
    preparePgliteDir: async () => keep(dirs, await preparePgliteDir()),
    freshPostgres: async () => keep(databases, await freshPostgres()),
  };
}

const keep = <T>(list: T[], item: T): T => (list.push(item), item);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'zina-rel-'));
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

let hashes: Promise<{ admin: string; customer: string }> | undefined;
/** Computed once per file: argon2 is slow on purpose. */
export function passwordHashes() {
  hashes ??= Promise.all([hashPassword(ADMIN_PASSWORD), hashPassword(CUSTOMER_PASSWORD)]).then(
    ([admin, customer]) => ({ admin, customer }),
  );
  return hashes;
}

/** An admin row, so that the server finds the database in use and seeds no demo catalogue. */
export async function insertAdmin(database: Database): Promise<void> {
  const { admin } = await passwordHashes();
  await database.db.insert(users).values({
    name: 'Admin Zina',
    email: ADMIN_EMAIL,
    passwordHash: admin,
    role: 'ADMIN',
    verifyEmail: true,
  });
}

/**
 * A PGlite data directory with the migrated schema and the admin: the test run's template when
 * it is a PGlite one, or migrated here.
 */
export async function preparePgliteDir(): Promise<string> {
  const dataDir = tempDir();
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const template = inject('dbTemplate');
  const client =
    template.kind === 'pglite'
      ? await PGlite.create(dir, {
          loadDataDir: new Blob([readFileSync(template.file)]),
          extensions: PGLITE_EXTENSIONS,
        })
      : await newPglite(dir);
  const database = fromPglite(client);
  if (template.kind !== 'pglite') await migrateDatabase(database);
  await insertAdmin(database);
  await database.close();
  return dataDir;
}

export interface TestPostgres {
  url: string;
  /** A pool of the test's own on this database. */
  database: Database;
  drop(): Promise<void>;
}

/** A fresh migrated PostgreSQL database (a copy of the run's template), with the admin. */
export async function freshPostgres(): Promise<TestPostgres> {
  const template = inject('dbTemplate');
  const serverUrl = process.env.DATABASE_URL!;
  // Not zina_t_…: the test runs' teardown drops those, and another run may end meanwhile.
  const name = `zina_rel_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(
          template.kind === 'postgres'
            ? `CREATE DATABASE ${name} TEMPLATE ${template.name}`
            : `CREATE DATABASE ${name}`,
        );
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await sleep(100 + Math.random() * 200);
      }
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = fromPostgres(url, 5);
  if (template.kind !== 'postgres') await migrateDatabase(database);
  await insertAdmin(database);
  return {
    url,
    database,
    async drop() {
      await database.close().catch(() => {});
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`. */
export async function rows<T>(database: Database, statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown } | null;
  ms: number;
}

/** One JSON call; throws when no answer comes (connection refused or reset). */
export async function api(
  base: string,
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  return answer(res.status, await res.text(), started);
}

function answer(status: number, text: string, started: number): Answer {
  let body: Answer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status, body, ms: Date.now() - started };
}

/**
 * As `api`, on a connection of its own: the cluster hands each new connection to the next
 * worker, where fetch would keep one connection (one worker) for every call.
 */
export function apiOnNewConnection(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = Date.now();
  const payload = opts.body !== undefined ? JSON.stringify(opts.body) : undefined;
  return new Promise((ok, fail) => {
    const req = request(
      base + path,
      {
        method,
        agent: false,
        timeout: 30_000,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () => ok(answer(res.statusCode ?? 0, text, started)));
        res.once('error', fail);
      },
    );
    req.once('timeout', () => req.destroy(new Error(`${method} ${path}: no answer`)));
    req.once('error', fail);
    req.end(payload);
  });
}

/**
 * Signed-in sessions opened the way the login route opens them, with the server's secret, but
 * without argon2 for each (200 verifications would take half a minute on this machine).
 */
export async function openSessions(
  database: Database,
  people: Array<{ id: string; role?: string }>,
  dataDir: string,
): Promise<string[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    MAIL_OUTBOX: 'true',
    JWT_SECRET,
    ADMIN_PASSWORD,
    DATA_DIR: dataDir,
  });
  const sessions = sessionService(createDeps(config, database));
  return pool(people, 10, async (p) => {
    const tokens = await sessions.open({ id: p.id, role: p.role ?? 'USER' });
    return tokens.accessToken;
  });
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await api(base, 'POST', '/api/user/login', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body!.data as { accesstoken: string }).accesstoken;
}

/** Runs tasks with at most `limit` at once. */
export async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]!);
      }
    }),
  );
  return out;
}
