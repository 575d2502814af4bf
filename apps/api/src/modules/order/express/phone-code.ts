import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { EXPRESS_MSG } from '@zina/shared/schemas/express';
import { expressCodes } from '../../../db/schema';
import { attemptLimiter } from '../../../lib/attempts';
import type { AppDeps } from '../../../lib/deps';
import { invalid } from '../../../lib/errors';
import { sameHash } from '../../../lib/tokens';

const TTL_MS = 10 * 60 * 1000;
const MAX_TRIES = 5;
const COOLDOWN_MS = 60 * 1000;
/** Codes sent to one phone an hour, and from one client an hour. */
const SENDS_PER_PHONE = 5;
const SENDS_PER_CLIENT = 20;
const SEND_WINDOW_MS = 60 * 60 * 1000;

/**
 * The express form's phone proof (SPEC.md §11, off unless the shop asks for it): a 6-digit code
 * sent through the shop's message channel, kept as a keyed hash, 10 minutes, dead after 5 wrong
 * tries; sends limited per phone and per client. Every request answers alike.
 */
export function phoneCodes(deps: AppDeps) {
  const { db, clock, config, messenger } = deps;
  const perPhone = attemptLimiter(
    deps.attempts('express-code-phone', SEND_WINDOW_MS),
    SENDS_PER_PHONE,
  );
  const perClient = attemptLimiter(
    deps.attempts('express-code-client', SEND_WINDOW_MS),
    SENDS_PER_CLIENT,
  );
  const hashOf = (phone: string, code: string) =>
    createHmac('sha256', config.jwtSecret).update(`express-code:${phone}:${code}`).digest('hex');

  /** Sends a code unless a limit or the cooldown says no; the caller answers the same anyway. */
  async function send(phone: string, client: string): Promise<void> {
    if ((await perPhone.blocked(phone)) || (await perClient.blocked(client))) return;
    const now = clock.now();
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const values = {
      codeHash: hashOf(phone, code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + TTL_MS),
      createdAt: now,
    };
    // Of two requests inside the cooldown, one writes a code; the other sends nothing.
    const written = await db
      .insert(expressCodes)
      .values({ phone, ...values })
      .onConflictDoUpdate({
        target: expressCodes.phone,
        set: values,
        setWhere: lte(expressCodes.createdAt, new Date(now.getTime() - COOLDOWN_MS)),
      })
      .returning({ phone: expressCodes.phone });
    if (written.length === 0) return;
    await perPhone.fail(phone);
    await perClient.fail(client);
    await messenger.send({
      to: phone,
      text: `Zina : votre code de commande est ${code}. Il est valable 10 minutes. Ne le partagez avec personne.`,
    });
  }

  /** Spends the phone's code when it matches; a wrong one costs a try, the fifth kills it. */
  async function check(phone: string, code: string | undefined): Promise<void> {
    if (!code) throw invalid(EXPRESS_MSG.codeRequired);
    const now = clock.now();
    const [row] = await db
      .update(expressCodes)
      .set({ attempts: sql`${expressCodes.attempts} + 1` })
      .where(
        and(
          eq(expressCodes.phone, phone),
          lt(expressCodes.attempts, MAX_TRIES),
          gt(expressCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!row) throw invalid(EXPRESS_MSG.codeDead);
    if (!sameHash(row.codeHash, hashOf(phone, code))) {
      const left = MAX_TRIES - row.attempts;
      throw invalid(left > 0 ? EXPRESS_MSG.codeWrong(left) : EXPRESS_MSG.codeDead);
    }
    // Spent: one code, one order.
    await db.delete(expressCodes).where(eq(expressCodes.phone, phone));
  }

  return { send, check };
}
