import { and, eq, gt, ilike, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared-query';
import { refreshSessions, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

/**
 * What other modules may know of an account, asked of this module (the owner of `users` and
 * `refresh_sessions`) instead of read from its tables.
 */
export interface Contact {
  name: string;
  email: string;
}

/** Name and e-mail of each account, by id: one query whatever the number, built once. */
export async function contactsOf(db: Db, ids: readonly string[]): Promise<Map<string, Contact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await contactsQuery(db).execute({ ids: unique });
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

// The desk asks it on every claim and every queue read: Drizzle's building was a sixth of a claim.
const contactsQuery = preparedPerDb((db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('user_contacts'),
);

/**
 * Locks the account's row until the transaction ends: a count of the account's rows followed by
 * an insert is then race-safe (two parallel creates at the cap cannot both pass the count).
 */
export async function lockAccount(tx: Db, userId: string): Promise<boolean> {
  const result = (await tx.execute(sql`select ${accountLocked(userId)} as locked`)) as unknown as {
    rows: Array<{ locked: boolean | null }>;
  };
  return result.rows[0]?.locked === true;
}

/** lockAccount as an expression of a statement: true, or null when there is none. */
const accountLocked = (userId: string): SQL =>
  sql`(select true from ${users} where ${users.id} = ${userId} for update)`;

/**
 * The customer's contact as JSON (`{ name, email }`, null when the account is gone): an
 * expression for the caller's own statement.
 */
export const customerContact = (userId: string | SQLWrapper): SQL =>
  sql`(select json_build_object('name', ${users.name}, 'email', ${users.email}) from ${users}
    where ${users.id} = ${userId})`;

/** The accounts whose name or e-mail contains `text`, as a subquery of ids (admin searches). */
export const accountsMatching = (db: Db, text: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.name, containsPattern(text)), ilike(users.email, containsPattern(text))));

/**
 * The session check of every signed-in request, built once per database (a prepared query):
 * Drizzle would otherwise build the same SQL text on each request.
 */
const sessionRoleQuery = preparedPerDb((db) =>
  db
    .select({ role: users.role, status: users.status, endsAt: refreshSessions.expiresAt })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .where(
      and(
        eq(refreshSessions.id, sql.placeholder('sid')),
        eq(refreshSessions.userId, sql.placeholder('sub')),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session_role'),
);

/**
 * Whether an access token's session is still open and its account active: if so, the role and
 * when the session ends.
 */
export async function liveSession(
  db: Db,
  claims: { sub: string; sid: string },
  now: Date,
): Promise<{ role: string; endsAt: Date } | null> {
  const [row] = await sessionRoleQuery(db).execute({ sid: claims.sid, sub: claims.sub, now });
  return row && row.status === 'Active' ? { role: row.role, endsAt: row.endsAt } : null;
}

/** An account as `{ _id, name }` for a history line, or null when there is none (or it is gone). */
export function accountRef(
  contacts: Map<string, Contact>,
  id: string | null,
): { _id: string; name: string } | null {
  const contact = id ? contacts.get(id) : undefined;
  return id && contact ? { _id: id, name: contact.name } : null;
}
