import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, forbidden, unauthenticated } from '../../lib/errors';
import { sessionService, type IssuedTokens } from './sessions';

/** What a verified ID token says about the person. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export const GOOGLE_EMAIL_UNVERIFIED =
  'Votre adresse Google n’est pas vérifiée : connexion impossible';
const OTHER_GOOGLE_ACCOUNT = 'Ce compte est déjà relié à un autre compte Google';

type UserRow = typeof users.$inferSelect;

/**
 * What the rest of the shop drops, in the link's own transaction, when Google takes an unproved
 * account back: what its unproved holder left in other modules (their addresses).
 */
export type TakeBack = (tx: Db, userId: string) => Promise<void>;

const nameFrom = (identity: GoogleIdentity, email: string) =>
  (identity.name?.trim() || email.split('@')[0] || 'Client').slice(0, 100);

/**
 * Sign-in with Google: the account is found by its Google subject, else by the verified
 * e-mail (and then linked), else created without a password; then a session is opened
 * exactly as for a password login.
 */
export function googleAccounts(deps: AppDeps, takeBack: TakeBack) {
  const { db, clock } = deps;
  const sessions = sessionService(deps);

  const findBy = async (column: typeof users.googleSub | typeof users.email, value: string) =>
    (await db.select().from(users).where(eq(column, value)).limit(1))[0];

  /**
   * An account whose e-mail nobody has proved may have been registered by someone else with the
   * owner's address (pre-hijack, or an e-mail change to it): at linking, its password is dropped,
   * its sessions closed, and what its holder wrote (name, mobile, avatar, addresses) cleared, so
   * only the Google account's owner keeps access and nothing of the holder's stays to mislead
   * her. A proved address keeps all of it.
   */
  async function link(user: UserRow, identity: GoogleIdentity): Promise<UserRow> {
    const { sub } = identity;
    if (user.googleSub && user.googleSub !== sub) throw conflict(OTHER_GOOGLE_ACCOUNT);
    const linked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        // Google has checked the address, so it is proved to be theirs.
        .set({
          googleSub: sub,
          verifyEmail: true,
          ...(user.verifyEmail
            ? {}
            : { passwordHash: null, name: nameFrom(identity, user.email), mobile: '', avatar: '' }),
        })
        .where(
          and(
            eq(users.id, user.id),
            isNull(users.googleSub),
            // The decision above holds only for the state it was read in.
            eq(users.verifyEmail, user.verifyEmail),
          ),
        )
        .returning();
      if (row && !user.verifyEmail) {
        await sessions.revokeAllOf(user.id, tx);
        await takeBack(tx, user.id);
      }
      return row;
    });
    if (linked) return linked;
    const again = await findBy(users.googleSub, sub);
    if (again) return again;
    const current = await findBy(users.email, user.email);
    if (!current || current.googleSub) throw conflict(OTHER_GOOGLE_ACCOUNT);
    return link(current, identity);
  }

  async function create(identity: GoogleIdentity, email: string): Promise<UserRow> {
    const name = nameFrom(identity, email);
    const [created] = await db
      .insert(users)
      .values({ name, email, passwordHash: null, verifyEmail: true, googleSub: identity.sub })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // A concurrent sign-in created or linked the account first.
    const existing =
      (await findBy(users.googleSub, identity.sub)) ?? (await findBy(users.email, email));
    if (!existing) throw conflict(OTHER_GOOGLE_ACCOUNT);
    return existing.googleSub === identity.sub ? existing : link(existing, identity);
  }

  async function signIn(identity: GoogleIdentity, userAgent?: string): Promise<IssuedTokens> {
    if (!identity.emailVerified) throw forbidden(GOOGLE_EMAIL_UNVERIFIED);
    const email = identity.email.trim().toLowerCase();
    let user = await findBy(users.googleSub, identity.sub);
    if (!user) {
      const byEmail = await findBy(users.email, email);
      user = byEmail ? await link(byEmail, identity) : await create(identity, email);
    }
    if (user.status !== 'Active') throw unauthenticated('Ce compte est désactivé');
    await db.update(users).set({ lastLoginDate: clock.now() }).where(eq(users.id, user.id));
    return sessions.open(user, userAgent);
  }

  return { signIn };
}
