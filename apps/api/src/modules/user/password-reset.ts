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
import {
  RESET_VERIFY_FIRST,
  type OtpVerified,
  type ResetPassword,
} from '@zina/shared/schemas/user';
import { resetCodes, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { invalid, tooMany } from '../../lib/errors';
import { randomToken, sameHash, sha256 } from '../../lib/tokens';
import { queueMails } from '../mail-queue';
import { hashPassword } from './passwords';
import { loginGuard } from './login-guard';
import { resetCodeMail } from './reset-mail';
import { sessionService } from './sessions';

const TTL_MS = OTP_TTL_MINUTES * 60 * 1000;
const COOLDOWN_MS = OTP_RESEND_COOLDOWN_S * 1000;
/**
 * Limits that no stranger can turn against the owner: sends and wrong codes are counted per client
 * (the address's /64 for IPv6) on each e-mail address, under a ceiling per e-mail address that one
 * client cannot reach alone. A code dies after OTP_MAX_ATTEMPTS wrong tries whoever makes them,
 * and the code a client asked for itself is not refused by the address's ceiling of wrong codes.
 */
const SENDS_PER_CLIENT = 5;
const SENDS_PER_ADDRESS = 15;
const SEND_WINDOW_MS = 60 * 60 * 1000;
const WRONG_CODES_PER_CLIENT = 10;
const WRONG_CODES_PER_ADDRESS = 30;
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
  verifyFirst: RESET_VERIFY_FIRST,
  tokenInvalid:
    "Cette vérification n'est plus valable (déjà utilisée ou pour un autre compte). " +
    'Veuillez demander un nouveau code.',
  done: 'Mot de passe modifié avec succès !',
} as const;

type CodeState = 'none' | 'expired' | 'dead';

/**
 * Password recovery (SPEC.md §4, §9): a 6-digit code by e-mail, then a new password with the
 * token the code step gave. An address without an account goes through the same steps and
 * queries (its code is never mailed and cannot match), so no answer tells whether it has one.
 */
export function passwordResetService(deps: AppDeps) {
  const { db, clock, config } = deps;
  const sessions = sessionService(deps);
  const logins = loginGuard(deps);
  const sends = deps.attempts('reset-send', SEND_WINDOW_MS);
  const guesses = deps.attempts('reset-guess', GUESS_WINDOW_MS);
  /** What the code's row keeps of the client that asked for it. */
  const requester = (client: string) => sha256(`reset-requester:${client}`);

  // Keyed with the server secret: a leaked table does not give the codes by trying all 10⁶.
  const codeHash = (email: string, code: string) =>
    createHmac('sha256', config.jwtSecret).update(`reset-code:${email}:${code}`).digest('hex');
  /** Stored in place of a code that must never match: an unknown address's, a used one. */
  const unmatchable = (email: string) => codeHash(email, randomToken());

  async function userByEmail(email: string) {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return user;
  }

  async function liveCode(email: string) {
    const [row] = await db.select().from(resetCodes).where(eq(resetCodes.email, email)).limit(1);
    return row;
  }

  function refuseDuringCooldown(sentAt: number | null | undefined, now: number) {
    if (sentAt == null) return;
    const wait = Math.ceil((sentAt + COOLDOWN_MS - now) / 1000);
    if (wait > 0) throw tooMany(RESET_MSG.cooldown(wait));
  }

  /**
   * Writes the code and, for an account, its mail as a durable job in the same transaction: the
   * mail exists exactly when the code does, and leaves through the mail queue (modules/mail-queue).
   */
  async function requestCode(email: string, client: string): Promise<void> {
    const now = clock.now();
    const user = await userByEmail(email);
    refuseDuringCooldown((await liveCode(email))?.createdAt.getTime(), now.getTime());
    const sent = await sends.count(email, client);
    if (sent.member >= SENDS_PER_CLIENT || sent.group >= SENDS_PER_ADDRESS) {
      throw tooMany(MSG.tooManyRequests);
    }
    await sends.fail(email, client);

    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const expiresAt = new Date(now.getTime() + TTL_MS);
    const values = {
      userId: user?.id ?? null,
      codeHash: user ? codeHash(email, code) : unmatchable(email),
      attempts: 0,
      expiresAt,
      verifiedAt: null,
      resetTokenHash: null,
      requestedBy: requester(client),
      createdAt: now,
    };
    const written = await db.transaction(async (tx) => {
      // The cooldown is re-checked in the write itself: of two racing requests only one sends.
      const rows = await tx
        .insert(resetCodes)
        .values({ email, ...values })
        .onConflictDoUpdate({
          target: resetCodes.email,
          set: values,
          setWhere: lte(resetCodes.createdAt, new Date(now.getTime() - COOLDOWN_MS)),
        })
        .returning({ email: resetCodes.email });
      if (rows.length > 0 && user) {
        await queueMails(tx, [
          {
            key: `reset-code:${user.id}:${now.getTime()}`,
            message: resetCodeMail(user, code),
            expiresAt,
          },
        ]);
      }
      return rows.length > 0;
    });
    if (!written) {
      refuseDuringCooldown((await liveCode(email))?.createdAt.getTime(), clock.now().getTime());
      throw tooMany(RESET_MSG.cooldown(OTP_RESEND_COOLDOWN_S));
    }
  }

  async function refuse(
    email: string,
    client: string,
    state: CodeState | { attemptsUsed: number },
  ): Promise<never> {
    if (state === 'none') throw invalid(RESET_MSG.noCode);
    if (state === 'expired') throw invalid(RESET_MSG.expired);
    if (state === 'dead') throw invalid(RESET_MSG.dead);
    await guesses.fail(email, client);
    const left = OTP_MAX_ATTEMPTS - state.attemptsUsed;
    throw invalid(left > 0 ? RESET_MSG.wrong(left) : RESET_MSG.deadNow);
  }

  /**
   * Refused: a client past its own wrong codes on this address; anyone past the address's ceiling,
   * but for the client that asked for the live code (the owner's fresh request still works).
   */
  async function refuseGuessing(email: string, client: string) {
    const wrong = await guesses.count(email, client);
    if (wrong.member >= WRONG_CODES_PER_CLIENT) throw tooMany(MSG.tooManyRequests);
    if (wrong.group < WRONG_CODES_PER_ADDRESS) return;
    const code = await liveCode(email);
    if (!code?.requestedBy || !sameHash(code.requestedBy, requester(client))) {
      throw tooMany(MSG.tooManyRequests);
    }
  }

  async function verifyCode(email: string, otp: string, client: string): Promise<OtpVerified> {
    await refuseGuessing(email, client);
    const now = clock.now();
    // A try is spent before the comparison, so parallel guesses cannot exceed the limit.
    const [row] = await db
      .update(resetCodes)
      .set({ attempts: sql`${resetCodes.attempts} + 1` })
      .where(
        and(
          eq(resetCodes.email, email),
          lt(resetCodes.attempts, OTP_MAX_ATTEMPTS),
          gt(resetCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!row) {
      const current = await liveCode(email);
      return refuse(
        email,
        client,
        !current ? 'none' : current.expiresAt <= now ? 'expired' : 'dead',
      );
    }
    const matches = sameHash(row.codeHash, codeHash(email, otp));
    if (!matches || !row.userId) {
      return refuse(email, client, { attemptsUsed: row.attempts });
    }
    // The code is spent and replaced by the token, which the new-password step alone accepts.
    const resetToken = randomToken(32);
    const issued = await db
      .update(resetCodes)
      .set({
        codeHash: unmatchable(email),
        verifiedAt: now,
        resetTokenHash: sha256(resetToken),
        expiresAt: new Date(now.getTime() + TTL_MS),
      })
      .where(and(eq(resetCodes.email, email), eq(resetCodes.codeHash, row.codeHash)))
      .returning({ email: resetCodes.email });
    if (issued.length === 0) return refuse(email, client, 'none');
    await guesses.clear(email);
    return { email, resetToken };
  }

  async function resetPassword(input: ResetPassword): Promise<void> {
    const now = clock.now();
    const tokenHash = sha256(input.resetToken);
    const user = await userByEmail(input.email);
    const code = await liveCode(input.email);
    const ours =
      user &&
      code?.userId === user.id &&
      code.resetTokenHash != null &&
      sameHash(code.resetTokenHash, tokenHash);
    if (!ours) throw invalid(RESET_MSG.tokenInvalid);
    if (code.expiresAt <= now) throw invalid(RESET_MSG.expired);
    if (!isStrongEnough(input.newPassword)) throw invalid(MSG.passwordWeak);

    const passwordHash = await hashPassword(input.newPassword);
    // Consuming the token is the gate: of two racing resets only one finds it.
    const consumed = await db
      .delete(resetCodes)
      .where(
        and(
          eq(resetCodes.email, input.email),
          eq(resetCodes.userId, user.id),
          eq(resetCodes.resetTokenHash, tokenHash),
          isNotNull(resetCodes.verifiedAt),
          gt(resetCodes.expiresAt, now),
        ),
      )
      .returning({ email: resetCodes.email });
    if (consumed.length === 0) throw invalid(RESET_MSG.tokenInvalid);
    // Receiving the code proved the mailbox is theirs. A Google link made before may be someone
    // else's (the account's previous holder): it is dropped, and the owner's next Google
    // sign-in links hers again.
    await db
      .update(users)
      .set({ passwordHash, verifyEmail: true, googleSub: null })
      .where(eq(users.id, user.id));
    await sessions.revokeAllOf(user.id);
    await logins.clearAccount(input.email);
  }

  return { requestCode, verifyCode, resetPassword };
}
