import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '@test/test-app';
import { isDeadlock, retryingDeadlocks } from './db-errors';

const t = setupTestApp();

describe.runIf(process.env.DATABASE_URL)('retryingDeadlocks (PostgreSQL)', () => {
  it('runs again the write PostgreSQL failed to break a deadlock, and both writes land', async () => {
    const { db } = t.deps;
    await db.execute(sql`create table if not exists deadlock_probe (id int primary key, n int)`);
    await db.execute(sql`truncate deadlock_probe`);
    await db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
    // Two writes taking the same two rows in opposite orders, each holding its first row until
    // the other holds its own: on the first try, one of them must be failed (40P01). A retry
    // racing the survivor may close a second cycle on a busy machine (CI once did): each failure
    // must then be a deadlock, tried again.
    let bothHold!: () => void;
    const holding = new Promise<void>((resolve) => (bothHold = resolve));
    let held = 0;
    const tries: number[] = [0, 0];
    const failures: unknown[] = [];
    const write = (who: 0 | 1, first: number, second: number) =>
      retryingDeadlocks(async () => {
        tries[who]!++;
        try {
          await db.transaction(async (tx) => {
            await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
            if (tries[who] === 1 && ++held === 2) bothHold();
            if (tries[who] === 1) await holding;
            await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
          });
        } catch (error) {
          failures.push(error);
          throw error;
        }
      });

    await Promise.all([write(0, 1, 2), write(1, 2, 1)]);

    // Each failed try was PostgreSQL breaking a cycle, and each was tried again.
    expect(failures.length).toBeGreaterThanOrEqual(1);
    expect(failures.every(isDeadlock)).toBe(true);
    expect(tries[0]! + tries[1]!).toBe(2 + failures.length);
    const rows = (await db.execute(sql`select n from deadlock_probe order by id`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows.rows).toEqual([{ n: 2 }, { n: 2 }]);
    await db.execute(sql`drop table deadlock_probe`);
  });

  it('does not run again a write that failed for another reason', async () => {
    let tries = 0;
    const failing = retryingDeadlocks(async () => {
      tries++;
      await t.deps.db.execute(sql`select 1 / 0`);
    });
    await expect(failing).rejects.toThrow();
    expect(tries).toBe(1);
  });
});
