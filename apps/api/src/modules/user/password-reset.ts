import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_S,
  OTP_TTL_MINUTES,
} from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';
import { isStrongEnough } from '@zina/shared/password-strength';
import type { ResetPassword } from '@zina/shared/schemas/user';
import { resetCodes, users } from '../../db/schema';
import { attemptLimiter } from '../../lib/attempts';
import type { AppDeps } from '../../lib/deps';
import { invalid, tooMany } from '../../lib/errors';
import { sameHash } from '../../lib/tokens';
import { hashPassword } from './passwords';
import { phantomCodes } from './phantom-codes';
import { resetCodeMail } from './reset-mail';
import { sessionService } from './sessions';

const TTL_MS = OTP_TTL_MINUTES * 60 * 1000;
const COOLDOWN_MS = OTP_RESEND_COOLDOWN_S * 1000;
/** Codes sent to one address per hour, and wrong codes per address per 15 minutes. */
const SENDS_PER_ADDRESS = 5;
const SEND_WINDOW_MS = 60 * 60 * 1000;
const WRONG_CODES_PER_ADDRESS = 10;
const GUESS_WINDOW_MS = 15 * 60 * 1000;

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

export const RESET_MSG = {
  sent:
    'Si un compte existe avec cette adresse, un code de vérification vient de lui être envoyé ' +
    `par email. Il est valable ${OTP_TTL_MINUTES} minutes.`,
  cooldown: (seconds: number) =>
    `Un code vient d'être envoyé. Veuillez patienter ${plural(seconds, 'seconde')} avant d'en demander un nouveau.`,
  noCode: 'Aucun code en cours pour cette adresse. Veuillez demander un nouveau code.',
  wrong: (left: number) => `Code incorrect. Il vous reste ${plural(left, 'essai')}.`,
  deadNow:
    "Code incorrect. Après 5 essais, ce code n'est plus valable : veuillez demander un nouveau code.",
  dead: "Ce code n'est plus valable après 5 essais incorrects. Veuillez demander un nouveau code.",
  expired: 'Le code a expiré. Veuillez demander un nouveau code.',
  verified: 'Code vérifié avec succès',
  verifyFirst: "Veuillez d'abord valider le code reçu par email.",
  done: 'Mot de passe modifié avec succès !',
} as const;

type CodeState = 'none' | 'expired' | 'dead';

/** Password recovery (SPEC.md §4, §9): a 6-digit code by e-mail, then a new password. */
export function passwordResetService(deps: AppDeps) {
  const { db, clock, config, mailer } = deps;
  const sessions = sessionService(deps);
  const nowMs = () => clock.now().getTime();
  const sends = attemptLimiter(SENDS_PER_ADDRESS, SEND_WINDOW_MS, nowMs);
  const guesses = attemptLimiter(WRONG_CODES_PER_ADDRESS, GUESS_WINDOW_MS, nowMs);
  const phantoms = phantomCodes(TTL_MS);

  // Keyed with the server secret: a leaked table does not give the codes by trying all 10⁶.
  const codeHash = (userId: string, code: string) =>
    createHmac('sha256', config.jwtSecret).update(`reset-code:${userId}:${code}`).digest('hex');

  async function userByEmail(email: string) {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return user;
  }

  async function liveCode(userId: string) {
    const [row] = await db.select().from(resetCodes).where(eq(resetCodes.userId, userId)).limit(1);
    return row;
  }

  function refuseDuringCooldown(sentAt: number | null | undefined, now: number) {
    if (sentAt == null) return;
    const wait = Math.ceil((sentAt + COOLDOWN_MS - now) / 1000);
    if (wait > 0) throw tooMany(RESET_MSG.cooldown(wait));
  }

  async function requestCode(email: string): Promise<void> {
    const now = clock.now();
    const user = await userByEmail(email);
    const sentAt = user
      ? (await liveCode(user.id))?.createdAt.getTime()
      : phantoms.createdAt(email);
    refuseDuringCooldown(sentAt, now.getTime());
    if (sends.blocked(email)) throw tooMany(MSG.tooManyRequests);
    sends.fail(email);
    if (!user) return phantoms.issue(email, now.getTime());

    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const values = {
      codeHash: codeHash(user.id, code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + TTL_MS),
      verifiedAt: null,
      createdAt: now,
    };
    // The cooldown is re-checked in the write itself: of two racing requests only one sends.
    const written = await db
      .insert(resetCodes)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({
        target: resetCodes.userId,
        set: values,
        setWhere: lte(resetCodes.createdAt, new Date(now.getTime() - COOLDOWN_MS)),
      })
      .returning({ userId: resetCodes.userId });
    if (written.length === 0) {
      refuseDuringCooldown((await liveCode(user.id))?.createdAt.getTime(), nowMs());
      throw tooMany(RESET_MSG.cooldown(OTP_RESEND_COOLDOWN_S));
    }
    try {
      await mailer.send(resetCodeMail(user, code));
    } catch (error) {
      // Not sent: free the cooldown so that the person can try again at once.
      await db
        .delete(resetCodes)
        .where(and(eq(resetCodes.userId, user.id), eq(resetCodes.codeHash, values.codeHash)));
      throw error;
    }
  }

  function refuse(email: string, state: CodeState | { attemptsUsed: number }): never {
    if (state === 'none') throw invalid(RESET_MSG.noCode);
    if (state === 'expired') throw invalid(RESET_MSG.expired);
    if (state === 'dead') throw invalid(RESET_MSG.dead);
    guesses.fail(email);
    const left = OTP_MAX_ATTEMPTS - state.attemptsUsed;
    throw invalid(left > 0 ? RESET_MSG.wrong(left) : RESET_MSG.deadNow);
  }

  async function verifyCode(email: string, otp: string): Promise<{ email: string }> {
    if (guesses.blocked(email)) throw tooMany(MSG.tooManyRequests);
    const now = clock.now();
    const user = await userByEmail(email);
    if (!user) {
      const spent = phantoms.spend(email, now.getTime());
      if (!spent) refuse(email, 'none');
      if (spent.expired) refuse(email, 'expired');
      if (spent.attempts >= OTP_MAX_ATTEMPTS) refuse(email, 'dead');
      refuse(email, { attemptsUsed: spent.attempts + 1 });
    }
    // A try is spent before the comparison, so parallel guesses cannot exceed the limit.
    const [row] = await db
      .update(resetCodes)
      .set({ attempts: sql`${resetCodes.attempts} + 1` })
      .where(
        and(
          eq(resetCodes.userId, user.id),
          lt(resetCodes.attempts, OTP_MAX_ATTEMPTS),
          gt(resetCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!row) {
      const current = await liveCode(user.id);
      refuse(email, !current ? 'none' : current.expiresAt <= now ? 'expired' : 'dead');
    }
    if (!sameHash(row.codeHash, codeHash(user.id, otp))) {
      refuse(email, { attemptsUsed: row.attempts });
    }
    await db
      .update(resetCodes)
      .set({ verifiedAt: now })
      .where(and(eq(resetCodes.userId, user.id), eq(resetCodes.codeHash, row.codeHash)));
    guesses.reset(email);
    return { email: user.email };
  }

  async function resetPassword(input: ResetPassword): Promise<void> {
    const now = clock.now();
    const user = await userByEmail(input.email);
    const code = user ? await liveCode(user.id) : undefined;
    if (!user || !code?.verifiedAt) throw invalid(RESET_MSG.verifyFirst);
    if (code.expiresAt <= now) throw invalid(RESET_MSG.expired);
    if (!isStrongEnough(input.newPassword)) throw invalid(MSG.passwordWeak);

    const passwordHash = await hashPassword(input.newPassword);
    // Consuming the code is the gate: of two racing resets only one finds it.
    const consumed = await db
      .delete(resetCodes)
      .where(
        and(
          eq(resetCodes.userId, user.id),
          eq(resetCodes.codeHash, code.codeHash),
          isNotNull(resetCodes.verifiedAt),
          gt(resetCodes.expiresAt, now),
        ),
      )
      .returning({ userId: resetCodes.userId });
    if (consumed.length === 0) throw invalid(RESET_MSG.verifyFirst);
    // Receiving the code proved the mailbox is theirs.
    await db.update(users).set({ passwordHash, verifyEmail: true }).where(eq(users.id, user.id));
    await sessions.revokeAllOf(user.id);
  }

  return { requestCode, verifyCode, resetPassword };
}
