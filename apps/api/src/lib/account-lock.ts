import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Locks the account's row until the transaction ends: a count of the account's rows followed by
 * an insert is then race-safe (two parallel creates at the cap cannot both pass the count).
 */
export async function lockAccount(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}
