import { ApiErrorSchema } from '@zina/shared/api-response';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';

/** Messages a framework writes in English, which a shopper must never read. */
export const ENGLISH =
  /\b(must|should|expected|invalid input|required property|Unexpected token|body\/|querystring\/|Error:|FST_)/i;

/** Why an answer is not `{ success: false, error: true, code, message: '<French>' }`, or null. */
export function notAFrenchRefusal(res: LightMyRequestResponse): string | null {
  let body: { success?: unknown; error?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `body is not JSON: ${res.body.slice(0, 80)}`;
  }
  if (body.success !== false || body.error !== true)
    return `not a refusal: ${res.body.slice(0, 80)}`;
  if (!ApiErrorSchema.safeParse(body).success)
    return `not the error contract: ${res.body.slice(0, 80)}`;
  if (typeof body.message !== 'string' || !body.message.trim()) return 'empty message';
  if (ENGLISH.test(body.message)) return `English message: ${body.message}`;
  return null;
}

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type DbSnapshot = Record<string, { rows: number; md5: string }>;

/**
 * The tables whose rows are the shop's state: every table of the public schema but the request
 * counts of the rate limit, which every request writes when processes share them (PostgreSQL).
 */
export async function stateTables(db: Db): Promise<Array<{ name: string }>> {
  return rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name <> 'rate_limit_counters'
        order by table_name`,
  );
}

/** Row count and checksum of every table of the shop's state, read from the catalogue. */
export async function snapshotDatabase(db: Db): Promise<DbSnapshot> {
  const tables = await stateTables(db);
  const snapshot: DbSnapshot = {};
  for (const { name } of tables) {
    const table = sql.raw(`"${name.replace(/"/g, '""')}"`);
    const [sums] = await rows<{ rows: number; md5: string }>(
      db,
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
          from ${table} t`,
    );
    snapshot[name] = sums!;
  }
  return snapshot;
}

/** Every file under a folder, as relative paths; [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
      .sort();
  } catch {
    return [];
  }
}

const SAMPLE_ID = '0123456789abcdef01234567';
/** A route's URL with its parameters filled in. */
export const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);
