import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BlockedPhone } from '@zina/shared/schemas/cod';
import type { Db } from '../../../db/client';
import { blockedPhones } from '../../../db/schema';
import { contactsOf } from '../../user';

/** The blocked phones, latest first, with the admin who blocked each. */
export async function blockedPhoneList(db: Db): Promise<BlockedPhone[]> {
  const rows = await db.select().from(blockedPhones).orderBy(desc(blockedPhones.createdAt));
  const admins = await contactsOf(db, [
    ...new Set(rows.flatMap((r) => (r.blockedBy ? [r.blockedBy] : []))),
  ]);
  return rows.map((r) => ({
    phone: r.phone,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    by: r.blockedBy ? (admins.get(r.blockedBy)?.name ?? null) : null,
  }));
}

/** Blocks a phone (stored form); blocking it again updates the reason. */
export async function blockPhone(
  db: Db,
  input: { phone: string; reason: string },
  adminId: string,
): Promise<BlockedPhone> {
  await db
    .insert(blockedPhones)
    .values({ phone: input.phone, reason: input.reason, blockedBy: adminId })
    .onConflictDoUpdate({
      target: blockedPhones.phone,
      set: { reason: input.reason, blockedBy: adminId },
    });
  return (await blockedPhoneList(db)).find((b) => b.phone === input.phone)!;
}

export async function unblockPhone(db: Db, phone: string): Promise<void> {
  await db.delete(blockedPhones).where(eq(blockedPhones.phone, phone));
}

/** Whether a phone (given as SQL) is blocked, as an expression of the caller's statement. */
export const phoneBlocked = (phone: SQL): SQL =>
  sql`exists (select 1 from ${blockedPhones} where ${blockedPhones.phone} = ${phone})`;
