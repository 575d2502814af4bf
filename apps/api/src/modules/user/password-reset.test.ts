import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDeps } from '../../lib/create-deps';
import { expectMessage, expectRefusal, json, setupTestApp } from '@test/test-app';
import { RESET_MSG } from './password-reset';
import { accountKit } from '@test/kits/user-test-kit';

const t = setupTestApp();
const kit = accountKit(t);

const MINUTE = 60 * 1000;
/** After a test, moves past every cooldown and code lifetime so that tests do not touch. */
const settle = () => t.clock.advance(61 * MINUTE);

describe('password recovery', () => {
  it('sends a code, checks it, sets the new password and closes every open session', async () => {
    const acc = await kit.newAccount();
    const phone = await kit.session(acc.email, acc.password);
    const laptop = await kit.session(acc.email, acc.password);

    const asked = await kit.forgot(acc.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toEqual({ success: true, error: false, message: RESET_MSG.sent });

    const [mail, ...others] = kit.mailsTo(acc.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Votre code de réinitialisation du mot de passe Zina');
    const code = kit.latestCode(acc.email);
    expect(mail!.text).toContain(`Bonjour ${acc.name},`);
    expect(mail!.text).toContain('Ce code est valable 10 minutes.');
    expect(mail!.text).toMatch(/ignorez simplement cet email/);
    expect(mail!.html).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(mail!.html).toMatch(new RegExp(`font-size:36px[^>]*>${code}</div>`));
    expect(mail!.html).toContain('valable 10 minutes');

    const verified = await kit.verify(acc.email, code);
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({
      success: true,
      error: false,
      message: RESET_MSG.verified,
      data: { email: acc.email, resetToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const { resetToken } = json<{ data: { resetToken: string } }>(verified).data;

    const reset = await kit.reset(acc.email, resetToken, 'Nouveau2026!');
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual({ success: true, error: false, message: RESET_MSG.done });

    for (const s of [phone, laptop]) {
      const details = await kit.call('GET', '/api/user/user-details', undefined, {
        headers: s.auth,
      });
      expect(details.statusCode).toBe(401);
      const refreshed = await kit.call('POST', '/api/user/refresh-token', undefined, {
        headers: { authorization: `Bearer ${s.refreshToken}` },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await kit.login(acc.email, acc.password)).statusCode).toBe(401);
    expect((await kit.login(acc.email, 'Nouveau2026!')).statusCode).toBe(200);
    settle();
  });

  it('has the code in the dev outbox when it answers, through the running mail worker', async () => {
    // A process as `npm start` runs it: its own mail worker, the dev outbox as mail server.
    const app = await buildApp({
      deps: createDeps(t.deps.config, t.deps.database, { clock: t.clock }),
    });
    await app.ready();
    try {
      const acc = await kit.newAccount();
      const asked = await app.inject({
        method: 'PUT',
        url: '/api/user/forgot-password',
        payload: { email: acc.email },
      });
      expect(asked.statusCode).toBe(200);
      expect(kit.mailsTo(acc.email)).toHaveLength(1);
      expect((await kit.verify(acc.email, kit.latestCode(acc.email))).statusCode).toBe(200);
    } finally {
      await app.close();
      settle();
    }
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const acc = await kit.newAccount();
    await kit.forgot(acc.email);
    const code = kit.latestCode(acc.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await kit.verify(acc.email, wrong);
      expect(res.statusCode).toBe(400);
      messages.push(json(res).message);
    }
    expect(messages).toEqual([
      'Code incorrect. Il vous reste 4 essais.',
      'Code incorrect. Il vous reste 3 essais.',
      'Code incorrect. Il vous reste 2 essais.',
      'Code incorrect. Il vous reste 1 essai.',
      RESET_MSG.deadNow,
    ]);
    const right = await kit.verify(acc.email, code);
    expectMessage(right, 400, RESET_MSG.dead);
    expect((await kit.reset(acc.email, undefined, 'Nouveau2026!')).statusCode).toBe(400);

    // A new code can be asked for once the cooldown is over, and it works.
    t.clock.advance(61 * 1000);
    expect((await kit.forgot(acc.email)).statusCode).toBe(200);
    expect((await kit.verify(acc.email, kit.latestCode(acc.email))).statusCode).toBe(200);
    settle();
  });

  it('refuses an expired code, before and after it was checked', async () => {
    const acc = await kit.newAccount();
    await kit.forgot(acc.email);
    t.clock.advance(10 * MINUTE + 1000);
    const late = await kit.verify(acc.email, kit.latestCode(acc.email));
    expectMessage(late, 400, RESET_MSG.expired);
    expect(json(late).message).toMatch(/^Le code a expiré/);

    const token = await kit.resetToken(acc.email);
    t.clock.advance(10 * MINUTE);
    const reset = await kit.reset(acc.email, token, 'Nouveau2026!');
    expectMessage(reset, 400, RESET_MSG.expired);
    expect((await kit.login(acc.email, acc.password)).statusCode).toBe(200);
    settle();
  });

  it('refuses a resend inside 60 s, saying how long to wait, and keeps one live code', async () => {
    const acc = await kit.newAccount();
    expect((await kit.forgot(acc.email)).statusCode).toBe(200);
    const first = kit.latestCode(acc.email);
    t.clock.advance(45 * 1000);
    const early = await kit.forgot(acc.email);
    expectRefusal(
      early,
      429,
      'RATE_LIMITED',
      "Un code vient d'être envoyé. Veuillez patienter 15 secondes avant d'en demander un nouveau.",
    );
    expect(kit.mailsTo(acc.email)).toHaveLength(1);

    t.clock.advance(15 * 1000);
    expect((await kit.forgot(acc.email)).statusCode).toBe(200);
    expect(kit.mailsTo(acc.email)).toHaveLength(2);
    const second = kit.latestCode(acc.email);
    if (first !== second) {
      const old = await kit.verify(acc.email, first);
      expectMessage(old, 400, 'Code incorrect. Il vous reste 4 essais.');
    }
    expect((await kit.verify(acc.email, second)).statusCode).toBe(200);
    settle();
  });

  it('enforces the strength rule and the confirmation on the server', async () => {
    const acc = await kit.newAccount();
    const token = await kit.resetToken(acc.email);

    // 'motdepasse' scores 2 (length, lowercase); 'Ab1!' scores 4 but is too short.
    for (const weak of ['motdepasse', 'Ab1!', 'ABCDEFGHIJ']) {
      const res = await kit.reset(acc.email, token, weak);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/^Le mot de passe doit être plus fort\. \S/);
    }
    const mismatch = await kit.reset(acc.email, token, 'Nouveau2026!', 'Nouveau2026?');
    expectMessage(mismatch, 400, 'Les mots de passe ne correspondent pas.');
    expect((await kit.login(acc.email, acc.password)).statusCode).toBe(200);

    // The refusals did not spend the token.
    expect((await kit.reset(acc.email, token, 'Fort-Passe9!')).statusCode).toBe(200);
    expect((await kit.login(acc.email, 'Fort-Passe9!')).statusCode).toBe(200);
    settle();
  });

  it('refuses a reset without a checked code', async () => {
    const acc = await kit.newAccount();
    const none = await kit.reset(acc.email, undefined, 'Nouveau2026!');
    expectMessage(none, 400, RESET_MSG.verifyFirst);
    await kit.forgot(acc.email);
    const invented = await kit.reset(acc.email, 'A'.repeat(43), 'Nouveau2026!');
    expectMessage(invented, 400, RESET_MSG.tokenInvalid);
    expect((await kit.login(acc.email, acc.password)).statusCode).toBe(200);
    settle();
  });

  it('answers for an unknown address exactly as for a known one, and sends nothing', async () => {
    const acc = await kit.newAccount();
    const ghost = 'personne@exemple.ma';
    const sent = await Promise.all([kit.forgot(acc.email), kit.forgot(ghost)]);
    expect(sent[1].statusCode).toBe(sent[0].statusCode);
    expect(sent[1].body).toBe(sent[0].body);
    expect(kit.mailsTo(ghost)).toHaveLength(0);
    expect(kit.mailsTo(acc.email)).toHaveLength(1);

    t.clock.advance(20 * 1000);
    const [known, unknown] = [await kit.forgot(acc.email), await kit.forgot(ghost)];
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);

    const code = kit.latestCode(acc.email);
    const guess = code === '123456' ? '654321' : '123456';
    const [knownTry, ghostTry] = [
      await kit.verify(acc.email, guess),
      await kit.verify(ghost, guess),
    ];
    expect(ghostTry.statusCode).toBe(400);
    expect(ghostTry.body).toBe(knownTry.body);

    const never = await kit.verify('jamais@exemple.ma', '123456');
    expectMessage(never, 400, RESET_MSG.noCode);
    settle();
  });

  it('refuses malformed requests in French', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/user/forgot-password', {}, 'Veuillez saisir votre adresse email'],
      ['/api/user/forgot-password', { email: 'pas-un-email' }, "Format d'email invalide"],
      [
        '/api/user/verify-forgot-password-otp',
        { email: 'a@b.ma', otp: '12a456' },
        'Veuillez saisir le code à 6 chiffres',
      ],
      [
        '/api/user/verify-forgot-password-otp',
        { email: 'a@b.ma', otp: '12345' },
        'Veuillez saisir le code à 6 chiffres',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await kit.call('PUT', url, payload);
      expectMessage(res, 400, message);
    }
  });
});
