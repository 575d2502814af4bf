import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPostgres } from './client';
import { preparedStatement } from './prepared-query';

const named = preparedStatement<{ next: number }>(
  'test_named_next',
  sql`select ${sql.placeholder('n')}::int + 1 as next`,
);

/** What the one connection of a pool of one has prepared so far. */
async function preparedOn(prepared: boolean) {
  const database = fromPostgres(process.env.DATABASE_URL!, 1, prepared);
  try {
    for (const n of [1, 2, 3]) await database.db.execute(sql`select ${n}::int + 1 as next`);
    for (const n of [1, 2, 3]) expect(await named(database.db, { n })).toEqual([{ next: n + 1 }]);
    const { rows } = (await database.db.execute(
      sql`select name, statement from pg_prepared_statements where statement like '%+ 1 as next%'`,
    )) as unknown as { rows: Array<{ name: string; statement: string }> };
    return rows.map((r) => (r.name === 'test_named_next' ? r.name : r.statement)).sort();
  } finally {
    await database.close();
  }
}

describe.runIf(process.env.DATABASE_URL)('prepared statements (PostgreSQL)', () => {
  it('prepares a parameterised statement once per connection, and not when turned off', async () => {
    const on = await preparedOn(true);
    expect(on).toHaveLength(2);
    expect(on).toContain('test_named_next');
    // Off behind a pooler: not even the statements the shop names.
    expect(await preparedOn(false)).toEqual([]);
  });

  it("retires a connection after its lifetime, so that its statements' plans are made again", async () => {
    const database = fromPostgres(process.env.DATABASE_URL!, 1, true, 1);
    const backend = async () =>
      (
        (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: Array<{ pid: number }>;
        }
      ).rows[0]!.pid;
    try {
      const first = await backend();
      expect(await backend()).toBe(first);
      await new Promise((r) => setTimeout(r, 1500));
      await backend(); // released past its lifetime: ended
      expect(await backend()).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
