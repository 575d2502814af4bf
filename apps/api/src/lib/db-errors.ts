import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';

/** PostgreSQL's error codes arrive as the driver's error, or wrapped by Drizzle as its cause. */
function hasCode(error: unknown, code: string): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === code || e?.cause?.code === code;
}

/** A write that a unique index refused (23505): someone else holds the value. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** A write that a foreign key refused (23503): the row it points at, or is pointed at by. */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');

/** A delete refused because another row still points at this one (RESTRICT 23001, NO ACTION 23503). */
export const isStillReferenced = (error: unknown): boolean =>
  hasCode(error, '23001') || hasCode(error, '23503');

/** A statement stopped by refuse_statement (migration 0019, ZR001): the reason it gave. */
export function refusalOf(error: unknown): string | null {
  const e = error as {
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e?.code === 'ZR001') return e.message ?? '';
  if (e?.cause?.code === 'ZR001') return e.cause.message ?? '';
  return null;
}

/**
 * An expression of a statement that checks its own writes: true when `holds`, else the statement
 * stops (refuse_statement) and all it wrote is undone; refusalOf(error) tells `reason`.
 */
export const refuseUnless = (holds: SQL, reason: string): SQL =>
  sql`(case when ${holds} then true else refuse_statement(${reason}) end)`;

/** PostgreSQL broke a lock cycle by failing this statement (40P01); what it wrote is undone. */
export const isDeadlock = (error: unknown): boolean => hasCode(error, '40P01');

/**
 * Runs `write` again when PostgreSQL picked it to break a deadlock. Only for a write that is
 * whole or absent by itself (one statement, or a transaction inside `write`): the failed try
 * left nothing behind. Two checkouts of one product meet such a cycle about once in 5 000
 * orders under load (docs/PERFORMANCE.md), among the row locks of the take and of the foreign
 * keys' checks.
 *
 * The try after a deadlock waits a short random while: run at once, it can take the row its
 * victim released before the survivor, woken, takes it, and close the same cycle again.
 */
export async function retryingDeadlocks<T>(write: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= tries || !isDeadlock(error)) throw error;
      await sleep(attempt * (10 + Math.random() * 40));
    }
  }
}
