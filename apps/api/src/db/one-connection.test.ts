import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPostgres, type Db } from './client';

const backendOf = async (db: Db): Promise<number> =>
  (
    (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: Array<{ pid: number }>;
    }
  ).rows[0]!.pid;

describe.runIf(process.env.DATABASE_URL)('one connection for a unit of work (PostgreSQL)', () => {
  it("keeps its connection between statements: a query queued meanwhile waits for the work's end", async () => {
    const database = fromPostgres(process.env.DATABASE_URL!, 1);
    const events: string[] = [];
    try {
      let queued: Promise<unknown> | undefined;
      const pids = await database.withConnection(async (db) => {
        const first = await backendOf(db);
        // The pool's only connection is held: this one waits in the pool's queue.
        queued = database.db.execute(sql`select 1`).then(() => events.push('queued query'));
        await new Promise((r) => setTimeout(r, 50));
        const second = await backendOf(db);
        events.push('work done');
        return [first, second];
      });
      await queued;
      expect(pids[1]).toBe(pids[0]);
      expect(events).toEqual(['work done', 'queued query']);
      expect(database.poolStats()).toMatchObject({ total: 1, waiting: 0 });
    } finally {
      await database.close();
    }
  });

  it('gives the connection back when the work fails, and drops one the server lost', async () => {
    const database = fromPostgres(process.env.DATABASE_URL!, 1);
    try {
      await expect(
        database.withConnection(async (db) => {
          await db.execute(sql`select 1/0`);
        }),
      ).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
      const kept = await backendOf(database.db);
      // The connection still answers: the failed statement did not take it out.
      expect(await backendOf(database.db)).toBe(kept);

      await expect(
        database.withConnection((db) =>
          db.execute(sql`select pg_terminate_backend(pg_backend_pid())`),
        ),
      ).rejects.toThrow();
      // A new connection, not the lost one.
      expect(await backendOf(database.db)).not.toBe(kept);
    } finally {
      await database.close();
    }
  });
});
