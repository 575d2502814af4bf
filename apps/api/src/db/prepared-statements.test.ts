import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPostgres } from './client';

/** What the one connection of a pool of one has prepared so far. */
async function preparedOn(prepared: boolean) {
  const database = fromPostgres(process.env.DATABASE_URL!, 1, prepared);
  try {
    for (const n of [1, 2, 3]) await database.db.execute(sql`select ${n}::int + 1 as next`);
    const { rows } = (await database.db.execute(
      sql`select statement from pg_prepared_statements where statement like '%+ 1 as next%'`,
    )) as unknown as { rows: Array<{ statement: string }> };
    return rows.map((r) => r.statement);
  } finally {
    await database.close();
  }
}

describe.runIf(process.env.DATABASE_URL)('prepared statements (PostgreSQL)', () => {
  it('prepares a parameterised statement once per connection, and not when turned off', async () => {
    expect(await preparedOn(true)).toHaveLength(1);
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
