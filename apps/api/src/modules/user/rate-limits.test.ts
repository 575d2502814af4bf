import { describe, expect, it } from 'vitest';
import { MSG } from '@zina/shared/messages';
import { json, setupTestApp } from '@test/test-app';
import { LOGIN_FAILURES_BEFORE_SLOWDOWN, LOGIN_SLOWDOWN_MS } from './login-guard';
import { accountKit } from '@test/kits/user-test-kit';
import { inOneWindow } from '@test/kits/counters-test-kit';

// The per-IP limit at its production default.
const t = setupTestApp({ env: { AUTH_RATE_LIMIT_MAX: '20' } });
const kit = accountKit(t);

const tooMany = {
  success: false,
  error: true,
  code: 'RATE_LIMITED',
  message: MSG.tooManyRequests,
};

describe('limits per address', () => {
  const FROM_A = '172.16.0.1';
  const FROM_B = '172.16.0.2';
  // Its own, as the per-IP limit (20 a minute) counts on the real clock.
  const FROM_C = '172.16.0.3';
  const wrong = (i: number) => `Essai${i}!Faux`;

  it('locks the client that guessed wrong 10 times, not the owner elsewhere (issue item 6)', async () => {
    const acc = await kit.newAccount('cible');
    for (let i = 0; i < 10; i++) {
      expect((await kit.login(acc.email, wrong(i), FROM_A)).statusCode).toBe(401);
    }
    const blocked = await kit.login(acc.email, acc.password, FROM_A);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual(tooMany);

    // The owner, from another address, still signs in; the guesser stays locked.
    expect((await kit.login(acc.email, acc.password, FROM_B)).statusCode).toBe(200);
    expect((await kit.login(acc.email, acc.password, FROM_A)).statusCode).toBe(429);
    // The same client on another account is not affected, and the lock ends with its window.
    const other = await kit.newAccount('autre');
    expect((await kit.login(other.email, other.password, FROM_A)).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await kit.login(acc.email, acc.password, FROM_A)).statusCode).toBe(200);
  });

  it('only slows an account guessed at from many addresses, never refuses it', async () => {
    const acc = await kit.newAccount('lent');
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_SLOWDOWN; i++) {
      expect((await kit.login(acc.email, wrong(i), `172.17.0.${i + 1}`)).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await kit.login(acc.email, acc.password, FROM_B);
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_MS - 50);
    // Another wrong password from a new address is slowed and answered, not refused.
    expect((await kit.login(acc.email, wrong(99), '172.17.1.1')).statusCode).toBe(401);
    t.clock.advance(15 * 60 * 1000 + 1000);
  });

  it('lifts every lock on the account once the owner resets the password by code', async () => {
    const acc = await kit.newAccount('debloque');
    for (let i = 0; i < 10; i++) {
      expect((await kit.login(acc.email, wrong(i), FROM_C)).statusCode).toBe(401);
    }
    expect((await kit.login(acc.email, acc.password, FROM_C)).statusCode).toBe(429);
    const token = await kit.resetToken(acc.email);
    expect((await kit.reset(acc.email, token, 'Debloque2026!Zina')).statusCode).toBe(200);
    const started = Date.now();
    expect((await kit.login(acc.email, 'Debloque2026!Zina', FROM_C)).statusCode).toBe(200);
    // Not slowed either: the account's count went with the reset.
    expect(Date.now() - started).toBeLessThan(LOGIN_SLOWDOWN_MS);
    t.clock.advance(61 * 60 * 1000);
  });

  it('limits the codes sent to one address to 5 an hour per client and 15 from all', async () => {
    const acc = await kit.newAccount('envois');
    for (let i = 0; i < 5; i++) {
      expect((await kit.forgot(acc.email, FROM_A)).statusCode).toBe(200);
      t.clock.advance(61 * 1000);
    }
    const sixth = await kit.forgot(acc.email, FROM_A);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toEqual(tooMany);
    expect(kit.mailsTo(acc.email)).toHaveLength(5);
    // Another client is not refused for the first one's requests.
    expect((await kit.forgot(acc.email, FROM_B)).statusCode).toBe(200);
    // Past 15 from all clients, every client is.
    for (let i = 0; i < 9; i++) {
      t.clock.advance(61 * 1000);
      expect((await kit.forgot(acc.email, `172.18.0.${i + 1}`)).statusCode).toBe(200);
    }
    t.clock.advance(61 * 1000);
    expect((await kit.forgot(acc.email, '172.18.1.1')).statusCode).toBe(429);
    expect(kit.mailsTo(acc.email)).toHaveLength(15);
    t.clock.advance(60 * 60 * 1000);
    expect((await kit.forgot(acc.email, FROM_A)).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
  });

  it("a stranger's wrong codes from one client cannot lock the owner out of recovery", async () => {
    const acc = await kit.newAccount('proprio');
    const stranger = '172.19.0.1';
    const owner = '172.19.0.2';
    for (let round = 0; round < 3; round++) {
      await kit.forgot(acc.email, stranger);
      const code = kit.latestCode(acc.email);
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) {
        const answer = await kit.verify(acc.email, wrong, stranger);
        // Each code dies after 5 wrong tries; the stranger is refused after 10 in all.
        expect(answer.statusCode).toBe(round * 5 + i < 10 ? 400 : 429);
      }
      t.clock.advance(61 * 1000);
    }
    await kit.forgot(acc.email, owner);
    const right = await kit.verify(acc.email, kit.latestCode(acc.email), owner);
    expect(right.statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
  });

  it('holds a ceiling of wrong codes per address, but not against the code a client asked for', async () => {
    const acc = await kit.newAccount('plafond');
    // Six clients, each asking for a code and spending its 5 tries: 30 wrong codes in all.
    for (let c = 1; c <= 6; c++) {
      const from = `172.20.0.${c}`;
      await kit.forgot(acc.email, from);
      const code = kit.latestCode(acc.email);
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) {
        expect((await kit.verify(acc.email, wrong, from)).statusCode).toBe(400);
      }
      t.clock.advance(61 * 1000);
    }
    const owner = '172.20.1.1';
    await kit.forgot(acc.email, owner);
    const code = kit.latestCode(acc.email);
    // Anyone but the owner is refused at the ceiling, before any try is spent...
    const other = await kit.verify(
      acc.email,
      code === '999999' ? '888888' : '999999',
      '172.20.2.1',
    );
    expect(other.statusCode).toBe(429);
    expect(json(other)).toEqual(tooMany);
    // ...and the owner's own fresh code works.
    expect((await kit.verify(acc.email, code, owner)).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
  });

  it('locks an IPv6 client by its /64, as the rate limits count it', async () => {
    const acc = await kit.newAccount('ipv6');
    for (let i = 0; i < 10; i++) {
      // One client rotating its addresses within its /64.
      expect((await kit.login(acc.email, wrong(i), `2001:db8:0:7::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await kit.login(acc.email, acc.password, '2001:db8:0:7::ff')).statusCode).toBe(429);
    expect((await kit.login(acc.email, acc.password, '2001:db8:0:8::1')).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
  });
});

describe('limits per IP', () => {
  const ip = (n: number) => `192.168.50.${n}`;

  it('answers 429 in French after 20 logins a minute from one IP', async () => {
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await kit.call(
        'POST',
        '/api/user/login',
        { email: `ip${i}@exemple.ma`, password: 'Quelconque1!' },
        { ip: ip(1) },
      );
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(json(res)).toEqual(tooMany);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('answers 429 after 10 code requests a minute from one IP', async () => {
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await kit.forgot(`ip-forgot${i}@exemple.ma`, ip(2))).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    // Another IP is served.
    expect((await kit.forgot('ip-forgot-x@exemple.ma', ip(3))).statusCode).toBe(200);
  });

  it('answers 429 after 20 code checks a minute from one IP', async () => {
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await kit.verify(`ip-verify${i}@exemple.ma`, '123456', ip(4))).statusCode);
    }
    expect(codes).toEqual([...Array(20).fill(400), 429]);
  });
});
