import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  fromPglite,
  fromPostgres,
  migrateDatabase,
  newPglite,
  type Database,
} from '../src/db/client';
import { createDeps } from '../src/lib/create-deps';
import { seedDemoShop } from '../src/seed/seed';
import { redisForTests } from './redis-probe';
import { testConfig } from './test-config';

/**
 * Makes three template databases for the whole run: migrated and empty, with the demo accounts
 * (most files start from it: two argon2 hashes saved each), and the whole demo shop (4 s saved a
 * file that asks for it). Each test file gets its own copy (PGlite: a dump loaded in memory by
 * the worker once, kept and emptied back between files, test/pglite-pool.ts; PostgreSQL: CREATE
 * DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  project.provide('redis', await redisForTests());
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `zina_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = fromPostgres(withDatabase(url, name), 2);
    await migrateDatabase(database);
    await database.close();
    await admin.query(`CREATE DATABASE ${name}_accounts TEMPLATE ${name}`);
    const accounts = fromPostgres(withDatabase(url, `${name}_accounts`), 2);
    await seedAccounts(accounts);
    await accounts.close();
    await admin.query(`CREATE DATABASE ${name}_full TEMPLATE ${name}`);
    const full = fromPostgres(withDatabase(url, `${name}_full`), 2);
    const uploads = await seedFull(full);
    await full.close();
    project.provide('dbTemplate', {
      kind: 'postgres',
      url,
      name,
      accounts: `${name}_accounts`,
      full: `${name}_full`,
      uploads,
    });
    return async () => {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname LIKE '${name}%'`,
      );
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${name}%' ORDER BY datname DESC`,
      );
      for (const row of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
      rmSync(dirname(uploads), { recursive: true, force: true });
    };
  }
  const client = await newPglite('memory://');
  const database = fromPglite(client);
  await migrateDatabase(database);
  const dir = mkdtempSync(join(tmpdir(), 'zina-tpl-'));
  const dump = async (name: string) => {
    const file = join(dir, name);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const file = await dump('template.tar');
  await seedAccounts(database);
  const accounts = await dump('accounts.tar');
  const uploads = await seedFull(database);
  const full = await dump('full.tar');
  await client.close();
  project.provide('dbTemplate', { kind: 'pglite', file, accounts, full, uploads });
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dirname(uploads), { recursive: true, force: true });
  };
}

/**
 * The whole demo shop (catalogue, banners, order history), as createTestApp({ seed: 'full' })
 * writes it; its images are left in the folder returned, which each copy gets in its DATA_DIR.
 */
async function seedFull(database: Database): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zina-tpl-full-'));
  await seedDemoShop(createDeps(testConfig(dataDir), database), { catalogue: true });
  return join(dataDir, 'uploads');
}

/** The demo accounts, as createTestApp's default seed writes them. */
async function seedAccounts(database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zina-tpl-data-'));
  await seedDemoShop(createDeps(testConfig(dataDir), database), { catalogue: false });
  rmSync(dataDir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether the tests that need Redis run (kits/redis-test-kit.ts). */
    redis: boolean;
    /**
     * `file`/`name`: migrated and empty; `accounts`: with the demo accounts seeded; `full`: the
     * whole demo shop, whose images are in `uploads`.
     */
    dbTemplate: { uploads: string } & (
      | { kind: 'pglite'; file: string; accounts: string; full: string }
      | { kind: 'postgres'; url: string; name: string; accounts: string; full: string }
    );
  }
}
