import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptFailures } from '../db/schema';
import type { AttemptCounter } from './attempts';

/** How often a process drops the counter's failures that left the window. */
const SWEEP_MS = 60_000;

/**
 * Failures in the database, seen by every process (several processes, no Redis): one row per
 * failure. Failures are rare next to requests, so each one costs a statement.
 */
export function databaseAttempts(
  db: Db,
  name: string,
  windowMs: number,
  now: () => number = Date.now,
): AttemptCounter {
  let lastSweep = 0;
  const ofGroup = (group: string) =>
    and(eq(attemptFailures.counter, name), eq(attemptFailures.group, group));

  function sweep(t: number) {
    if (t - lastSweep < SWEEP_MS) return;
    lastSweep = t;
    void db
      .delete(attemptFailures)
      .where(
        and(
          eq(attemptFailures.counter, name),
          lte(attemptFailures.failedAt, new Date(t - windowMs)),
        ),
      )
      .catch(() => {});
  }

  return {
    async count(group, member = '') {
      const [row] = await db
        .select({
          group: count(),
          member:
            sql<number>`count(*) filter (where ${attemptFailures.member} = ${member})`.mapWith(
              Number,
            ),
        })
        .from(attemptFailures)
        .where(and(ofGroup(group), gt(attemptFailures.failedAt, new Date(now() - windowMs))));
      return { group: row?.group ?? 0, member: row?.member ?? 0 };
    },
    async fail(group, member = '') {
      const t = now();
      sweep(t);
      await db
        .insert(attemptFailures)
        .values({ counter: name, group, member, failedAt: new Date(t) });
    },
    async clear(group, member) {
      await db
        .delete(attemptFailures)
        .where(
          member === undefined
            ? ofGroup(group)
            : and(ofGroup(group), eq(attemptFailures.member, member)),
        );
    },
  };
}
