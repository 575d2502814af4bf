import { and, eq, ne } from 'drizzle-orm';
import { MSG } from '@zina/shared/messages';
import type { UpdateUser } from '@zina/shared/schemas/user';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { removeUpload, storeImage } from '../../lib/images';
import { toPublicUser } from './user-view';

const USER_NOT_FOUND = 'Utilisateur introuvable';

/** Unique violations arrive as the driver's error, or wrapped by Drizzle as its cause. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The signed-in user's own profile: name, e-mail, mobile and avatar. */
export function profileService(deps: AppDeps) {
  const { db, storage } = deps;

  async function updateUser(userId: string, input: UpdateUser) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(MSG.emailTaken);
    const [current] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!current) throw notFound(USER_NOT_FOUND);
    try {
      const [user] = await db
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          mobile: input.mobile,
          // A new address has not been proved to be theirs.
          ...(input.email !== current.email ? { verifyEmail: false } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw notFound(USER_NOT_FOUND);
      return toPublicUser(user);
    } catch (error) {
      // Another account took the address between the check and the write.
      if (isUniqueViolation(error)) throw conflict(MSG.emailTaken);
      throw error;
    }
  }

  /** Stores the checked, re-encoded image, then removes the previous avatar's files. */
  async function setAvatar(userId: string, bytes: Buffer): Promise<{ avatar: string }> {
    const stored = await storeImage(storage, bytes);
    let previous: string | undefined;
    try {
      previous = await db.transaction(async (tx) => {
        // Locked, so that two uploads at once cannot both keep the same "previous" file.
        const [row] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row) throw notFound(USER_NOT_FOUND);
        await tx.update(users).set({ avatar: stored.url }).where(eq(users.id, userId));
        return row.avatar;
      });
    } catch (error) {
      await removeUpload(stored.url, storage);
      throw error;
    }
    if (previous && previous !== stored.url) await removeUpload(previous, storage);
    return { avatar: stored.url };
  }

  return { updateUser, setAvatar };
}
