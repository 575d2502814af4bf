import { and, asc, inArray, isNull, lte, or, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { preparedPerDb } from '../../db/prepared-query';

/** The columns a queue of jobs has (the mail queue's, the message queue's). */
interface JobColumns {
  id: PgColumn;
  attempts: PgColumn;
  runAt: PgColumn;
  lockedUntil: PgColumn;
  sentAt: PgColumn;
  failedAt: PgColumn;
}

/** What a claim binds: the worker's clock and the end of its lease. */
interface ClaimValues {
  now: Date;
  until: Date;
}

/**
 * A queue's claim: up to `batch` due jobs, not sent, failed nor leased, taken with SKIP LOCKED
 * (workers share the queue) and leased `until`, their try counted. A worker claims on every wake
 * (one a 20 ms under load): built once, prepared once per connection (Drizzle building it each
 * time was a few % of a busy shop's CPU). Shared by the mail and message queues, each with its
 * own table.
 */
export function dueJobsClaim<T extends PgTable & JobColumns>(
  table: T,
  name: string,
  batch: number,
) {
  const t = table as T & JobColumns;
  return preparedPerDb(
    (db) =>
      db
        .update(table)
        .set({
          lockedUntil: sql`${sql.placeholder('until')}`,
          attempts: sql`${t.attempts} + 1`,
        } as never)
        .where(
          inArray(
            t.id,
            db
              .select({ id: t.id })
              .from(table as PgTable)
              .where(
                and(
                  isNull(t.sentAt),
                  isNull(t.failedAt),
                  lte(t.runAt, sql.placeholder('now')),
                  or(isNull(t.lockedUntil), lte(t.lockedUntil, sql.placeholder('now'))),
                ),
              )
              .orderBy(asc(t.runAt))
              .limit(batch)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning()
        .prepare(name) as unknown as {
        execute(values: ClaimValues): Promise<Array<InferSelectModel<T>>>;
      },
  );
}
