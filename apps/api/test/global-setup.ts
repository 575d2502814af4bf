import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, migrateDatabase, newPglite } from '../src/db/client';

/**
 * Migrates one template database for the whole run; each test file gets its own copy
 * (PGlite: a dump loaded in memory; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `zina_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = fromPostgres(withDatabase(url, name), 2);
    await migrateDatabase(database);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, name });
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
    };
  }
  const client = await newPglite('memory://');
  await migrateDatabase(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = join(mkdtempSync(join(tmpdir(), 'zina-tpl-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; name: string };
  }
}
