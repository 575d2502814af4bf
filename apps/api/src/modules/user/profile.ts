import { and, eq, ne } from 'drizzle-orm';
import { MSG } from '@zina/shared/messages';
import { CURRENT_PASSWORD_MSG, type UpdateUser } from '@zina/shared/schemas/user';
import { users } from '../../db/schema';
import { attemptLimiter } from '../../lib/attempts';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import { conflict, forbidden, invalid, notFound, tooMany } from '../../lib/errors';
import { removeUpload, storeImage } from '../../lib/images';
import { queueMails } from '../mail-queue';
import { emailChangedMail, passwordChangedMail } from './account-mail';
import { hashPassword, verifyPassword } from './passwords';
import { sessionService } from './sessions';
import { toPublicUser } from './user-view';

const USER_NOT_FOUND = 'Utilisateur introuvable';
/** Wrong current passwords per account, as many as the sign-in allows per address. */
const WRONG_CURRENT_PER_ACCOUNT = 10;
const WRONG_CURRENT_WINDOW_MS = 15 * 60 * 1000;

export interface ProfileCaller {
  userId: string;
  /** Kept open when the password changes; the account's other sessions are closed. */
  sessionId: string;
}

/** The signed-in user's own profile: name, e-mail, mobile and avatar. */
export function profileService(deps: AppDeps) {
  const { db, storage, clock } = deps;
  const sessions = sessionService(deps);
  const wrongGuesses = attemptLimiter(
    deps.attempts('current-password', WRONG_CURRENT_WINDOW_MS),
    WRONG_CURRENT_PER_ACCOUNT,
  );

  /** A new e-mail or password needs the current password: a stolen session alone is not enough. */
  async function checkCurrentPassword(
    userId: string,
    passwordHash: string | null,
    given: string | undefined,
  ) {
    if (!passwordHash) throw forbidden(CURRENT_PASSWORD_MSG.none);
    if (await wrongGuesses.blocked(userId)) throw tooMany(MSG.tooManyRequests);
    if (!given) throw invalid(CURRENT_PASSWORD_MSG.missing);
    if (!(await verifyPassword(passwordHash, given))) {
      await wrongGuesses.fail(userId);
      throw forbidden(CURRENT_PASSWORD_MSG.wrong);
    }
    await wrongGuesses.reset(userId);
  }

  async function updateUser(caller: ProfileCaller, input: UpdateUser) {
    const { userId } = caller;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(MSG.emailTaken);
    const [current] = await db
      .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!current) throw notFound(USER_NOT_FOUND);
    const emailChanges = input.email !== current.email;
    const passwordChanges = input.newPassword !== undefined;
    if (emailChanges || passwordChanges) {
      await checkCurrentPassword(userId, current.passwordHash, input.currentPassword);
    }
    const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
    let user;
    try {
      user = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            name: input.name,
            email: input.email,
            mobile: input.mobile,
            // A new address has not been proved to be theirs; the Google account linked to the
            // old one must not open the account once it bears someone else's address.
            ...(emailChanges ? { verifyEmail: false, googleSub: null } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw notFound(USER_NOT_FOUND);
        // Queued with the change itself: the owner hears of it even if the mail server is down.
        const at = clock.now().getTime();
        await queueMails(tx, [
          ...(passwordChanges
            ? [{ key: `password-changed:${userId}:${at}`, message: passwordChangedMail(row) }]
            : []),
          ...(emailChanges
            ? [
                {
                  key: `email-changed:${userId}:${at}`,
                  message: emailChangedMail(current, row.email),
                },
              ]
            : []),
        ]);
        return row;
      });
    } catch (error) {
      // Another account took the address between the check and the write.
      if (isUniqueViolation(error)) throw conflict(MSG.emailTaken);
      throw error;
    }
    if (passwordChanges) await sessions.revokeOthersOf(userId, caller.sessionId);
    return toPublicUser(user);
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
