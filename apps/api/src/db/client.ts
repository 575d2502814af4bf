import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { makeTreePrivate } from './private-data';
import * as schema from './schema';

/**
 * No relational schema is given to Drizzle (the shop uses no `db.query.*`): with one, Drizzle
 * builds a query builder for every table on each transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` on one connection, without a transaction: a request that reads and then writes
   * (a checkout) takes a connection once, so that its write does not queue again behind the
   * requests that arrived in between. Under load the pool's queue is where a request waits: the
   * order call waited in it twice, most of its time (ADR 0020). `work` uses the
   * db it is given and no other: taking a second connection while holding one can wait forever
   * once every connection is held so.
   */
  withConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** The pool's use, for the metrics: PGlite is one connection, which queues its own queries. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Messages between the processes sharing this database (PostgreSQL LISTEN/NOTIFY); absent
   * with PGlite, which only one process opens.
   */
  channel?: {
    notify(channel: string, payload: string): Promise<void>;
    listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  };
}

export interface ListenHandlers {
  message(payload: string): void;
  /** Messages may be missed from now on: the connection is lost. */
  lost(): void;
  /** Listening again; what was sent while away is unknown. */
  back(): void;
}

/** Same relative path from src/db/client.ts and from the bundled dist/server.js. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm, unaccent };

export async function newPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    withConnection: (work) => work(db),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

/** Statements a connection keeps prepared at most; later new ones are planned each time. */
const PREPARED_PER_CONNECTION = 500;

/**
 * A connection that prepares each parameterised statement once, by a name taken from its text,
 * and then only binds and runs it: PostgreSQL stops parsing and planning the same catalogue
 * and checkout statements on every request (as postgres.js and JDBC drivers do by default).
 * Statements without parameters (begin, commit, migrations) are sent as they are.
 */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const prepared = new Set<string>();
    const send = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) =>
      send(withName(config, rest[0], prepared), ...rest)) as typeof this.query;
  }
}

/**
 * A connection that prepares nothing, behind a pooler that cannot keep prepared statements
 * (DB_PREPARED_STATEMENTS=false): even the statements the shop names (Drizzle's `.prepare`,
 * preparedStatement) are sent unnamed, parsed and planned on each run.
 */
class UnpreparedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const send = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) =>
      send(withoutName(config), ...rest)) as typeof this.query;
  }
}

function withoutName(config: unknown): unknown {
  if (!config || typeof config !== 'object' || !('name' in config)) return config;
  const { name: _name, ...unnamed } = config as { name?: string };
  return unnamed;
}

/** Names by text, shared by the connections: a hot statement's text is hashed once, not per run. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `z${createHash('sha1').update(text).digest('base64url')}`;
    // Texts are the application's own statements; the bound only guards against a runaway.
    if (names.size >= 10 * PREPARED_PER_CONNECTION) names.clear();
    names.set(text, name);
  }
  return name;
}

function withName(config: unknown, values: unknown, prepared: Set<string>): unknown {
  if (!config || typeof config !== 'object') return config;
  const q = config as { text?: unknown; name?: string; values?: unknown };
  const params = Array.isArray(values) ? values : q.values;
  if (typeof q.text !== 'string' || q.name || !Array.isArray(params) || params.length === 0) {
    return config;
  }
  const name = statementName(q.text);
  if (!prepared.has(name) && prepared.size >= PREPARED_PER_CONNECTION) return config;
  prepared.add(name);
  return { ...q, name };
}

/**
 * A prepared statement's plan is made on its connection once, with the tables as they were then
 * (PostgreSQL keeps a generic plan after five runs, unless it prices it above the custom ones:
 * a LIMIT or OFFSET it can read when planning, see readAtRun): a catalogue that grows from
 * 1 000 to 20 000 products kept a search's sequential scan, planned on the small table, on every connection
 * (auto_explain, docs/PERFORMANCE.md). A connection lives this long, so plans follow the data.
 */
export const CONNECTION_LIFETIME_SECONDS = 60;

export function fromPostgres(
  url: string,
  poolSize: number,
  prepared = true,
  lifetimeSeconds = CONNECTION_LIFETIME_SECONDS,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    ...(prepared
      ? { Client: PreparingClient, maxLifetimeSeconds: lifetimeSeconds }
      : { Client: UnpreparedClient }),
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db;
  // One Db a connection, kept as long as it lives: what is prepared for a Db is made once.
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    async withConnection(work) {
      const client = await pool.connect();
      let lost: Error | undefined;
      try {
        let held = onConnection.get(client);
        if (!held) {
          held = drizzlePg({ client, casing: 'snake_case' }) as unknown as Db;
          onConnection.set(client, held);
        }
        return await work(held);
      } catch (error) {
        lost = sessionEnded(error);
        throw error;
      } finally {
        // Given an error, the pool drops the connection; a statement's refusal leaves it usable.
        client.release(lost);
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    channel: {
      notify: async (channel, payload) =>
        void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    },
  };
}

/**
 * The server's error that ended the session, if `error` (or what it wraps: Drizzle's query
 * errors) is one: the connection class, a shutdown or a crash, an internal error. Its socket
 * may not be closed yet when the statement fails, so the pool would hand it out again.
 */
function sessionEnded(error: unknown): Error | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e instanceof pg.DatabaseError) return /^(08|57P|XX)/.test(e.code ?? '') ? e : undefined;
  }
  return undefined;
}

/** A connection of its own that listens, and comes back after losing the server. */
async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function open() {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) handlers.message(n.payload);
    });
    c.on('error', () => reopen(c));
    c.on('end', () => reopen(c));
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  }

  function reopen(lost: pg.Client) {
    if (stopped || client !== lost) return;
    client = null;
    handlers.lost();
    const attempt = () => {
      if (stopped) return;
      // Anything sent while away is unknown: start afresh once listening again.
      open().then(handlers.back, () => (retry = setTimeout(attempt, 1000).unref()));
    };
    retry = setTimeout(attempt, 200).unref();
  }

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** DB_PREPARED_STATEMENTS (PostgreSQL): off behind a pooler that cannot keep them. */
  preparedStatements?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    return fromPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.preparedStatements ?? true);
  }
  const dir = join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pglite = await newPglite(dir);
  makeTreePrivate(dir);
  return fromPglite(pglite);
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
  } else {
    await migratePg(database.db as never, config);
  }
}

export const isEmptyDatabase = async (db: Db): Promise<boolean> => {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  return (rows[0]?.n ?? 0) === 0;
};
