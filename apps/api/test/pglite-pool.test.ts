import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { fromPglite, type Database } from '../src/db/client';
import { createDeps } from '../src/lib/create-deps';
import { createProduct } from './fixtures/shop';
import { loadsOf, takePglite } from './pglite-pool';
import { rows, snapshotDatabase } from './security/security-kit';
import { testConfig } from './test-config';

const template = inject('dbTemplate');
const dump = () =>
  template.kind === 'pglite' ? new Blob([readFileSync(template.accounts)]) : new Blob([]);
/** A name of its own: another file's databases of the same template never mix with these. */
const key = `${template.kind === 'pglite' ? template.accounts : ''}#pool-test`;

const sequences = (database: Database) =>
  rows<{ name: string; last: string | null }>(
    database.db,
    sql`select sequencename as name, last_value::text as last from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );

async function take() {
  const pooled = await takePglite(key, dump);
  return { pooled, database: fromPglite(pooled.client) };
}

describe.skipIf(template.kind !== 'pglite')('the test workers’ kept PGlite databases', () => {
  it('come back to a later file as the template, rows, sequences and settings', async () => {
    const first = await take();
    const pristine = await snapshotDatabase(first.database.db);
    const pristineSequences = await sequences(first.database);
    const deps = createDeps(testConfig('/nonexistent'), first.database);
    await createProduct(deps, { name: 'Sac laissé par un autre fichier' });
    await first.database.db.execute(sql`delete from users`);
    await first.database.db.execute(
      sql`select nextval(pg_get_serial_sequence('webhook_deliveries', 'seq'))`,
    );
    await first.database.db.execute(sql`set statement_timeout = 1234`);
    await first.database.db.execute(sql`begin`);
    expect(await snapshotDatabase(first.database.db)).not.toEqual(pristine);
    const loads = loadsOf(key);
    await first.pooled.release();

    const second = await take();
    expect(loadsOf(key), 'the database was kept, not loaded again').toBe(loads);
    expect(await snapshotDatabase(second.database.db)).toEqual(pristine);
    expect(await sequences(second.database)).toEqual(pristineSequences);
    const [timeout] = await rows<{ value: string }>(
      second.database.db,
      sql`select current_setting('statement_timeout') as value`,
    );
    expect(timeout!.value).toBe('0');
    await second.pooled.release();
  });

  it('refuse every call once let go, so that a closed app cannot read the next file’s rows', async () => {
    const { pooled, database } = await take();
    await pooled.release();
    await expect(database.ping()).rejects.toThrow(/closed/);
  });

  it('are closed, not kept, when a file changed their structure', async () => {
    const first = await take();
    await first.database.db.execute(sql`alter table products add column leftover text`);
    const loads = loadsOf(key);
    await first.pooled.release();
    const second = await take();
    expect(loadsOf(key)).toBe(loads + 1);
    const [column] = await rows<{ n: number }>(
      second.database.db,
      sql`select count(*)::int as n from information_schema.columns
          where table_name = 'products' and column_name = 'leftover'`,
    );
    expect(column!.n).toBe(0);
    await second.pooled.release();
  });
});
