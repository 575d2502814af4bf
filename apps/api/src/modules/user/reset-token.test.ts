import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetCodes } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { ADMIN, expectMessage, json } from '@test/test-app';
import { RESET_MSG } from './password-reset';
import { accountSuite } from '@test/kits/user-test-kit';

const s = accountSuite();

/** Past every cooldown and code lifetime, so that tests do not touch. */
const settle = () => s.t.clock.advance(61 * 60 * 1000);

describe('the new password needs the token of the checked code (issue item 1)', () => {
  it('does not let anyone else set the password after the owner checked the code', async () => {
    const owner = await s.kit.newAccount('victime');
    const token = await s.kit.resetToken(owner.email);

    const withoutToken = await s.kit.reset(owner.email, undefined, 'Vole2026!Zina');
    expectMessage(withoutToken, 400, RESET_MSG.verifyFirst);
    const guessed = await s.kit.reset(owner.email, 'x'.repeat(43), 'Vole2026!Zina');
    expectMessage(guessed, 400, RESET_MSG.tokenInvalid);
    expect((await s.kit.login(owner.email, owner.password)).statusCode).toBe(200);

    // The attempts did not spend the owner's token.
    expect((await s.kit.reset(owner.email, token, 'Proprio2026!Zina')).statusCode).toBe(200);
    expect((await s.kit.login(owner.email, 'Proprio2026!Zina')).statusCode).toBe(200);
    settle();
  });

  it("refuses another account's token, the admin's account included", async () => {
    const attacker = await s.kit.newAccount('pirate');
    const own = await s.kit.resetToken(attacker.email);
    // Even while the admin has a checked code of his own.
    await s.kit.resetToken(ADMIN.email);

    const taken = await s.kit.reset(ADMIN.email, own, 'Pris2026!Zina');
    expectMessage(taken, 400, RESET_MSG.tokenInvalid);
    expect((await s.kit.login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await s.kit.login(ADMIN.email, 'Pris2026!Zina')).statusCode).toBe(401);
    // Still good for its own account.
    expect((await s.kit.reset(attacker.email, own, 'Pirate2026!Zina')).statusCode).toBe(200);
    settle();
  });

  it('gives a single-use token of 256 bits, kept only as a hash, and spends the code', async () => {
    const acc = await s.kit.newAccount('jeton');
    await s.kit.forgot(acc.email);
    const code = s.kit.latestCode(acc.email);
    const verified = await s.kit.verify(acc.email, code);
    const token = json<{ data: { resetToken: string } }>(verified).data.resetToken;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [row] = await s.t.deps.db
      .select()
      .from(resetCodes)
      .where(eq(resetCodes.email, acc.email));
    expect(row!.resetTokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // The code gives one token only.
    const twice = await s.kit.verify(acc.email, code);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).not.toContain('resetToken');

    expect((await s.kit.reset(acc.email, token, 'Unique2026!Zina')).statusCode).toBe(200);
    const reused = await s.kit.reset(acc.email, token, 'Encore2026!Zina');
    expectMessage(reused, 400, RESET_MSG.tokenInvalid);
    expect((await s.kit.login(acc.email, 'Unique2026!Zina')).statusCode).toBe(200);
    settle();
  });

  it('lets the token live 10 minutes from the check', async () => {
    const acc = await s.kit.newAccount('delai');
    await s.kit.forgot(acc.email);
    s.t.clock.advance(9 * 60 * 1000);
    const token = json<{ data: { resetToken: string } }>(
      await s.kit.verify(acc.email, s.kit.latestCode(acc.email)),
    ).data.resetToken;
    s.t.clock.advance(9 * 60 * 1000);
    expect((await s.kit.reset(acc.email, token, 'Apres2026!Zina')).statusCode).toBe(200);

    const late = await s.kit.resetToken(acc.email);
    s.t.clock.advance(10 * 60 * 1000 + 1000);
    const expired = await s.kit.reset(acc.email, late, 'Tard2026!Zina');
    expectMessage(expired, 400, RESET_MSG.expired);
    settle();
  });
});
