import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@zina/shared/messages';
import { json, createTestApp, type TestApp } from '../../../test/test-app';
import { accountKit } from './user-test-kit';

let t: TestApp;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  // The per-IP limit at its production default.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '20' } });
  kit = accountKit(t);
});
afterAll(() => t.close());

const tooMany = { success: false, error: true, message: MSG.tooManyRequests };

describe('limits per address', () => {
  it('stops a password brute force on one address, whatever the IP, with 429', async () => {
    const acc = await kit.newAccount('cible');
    for (let i = 0; i < 10; i++) {
      expect((await kit.login(acc.email, `Essai${i}!Faux`)).statusCode).toBe(401);
    }
    const blocked = await kit.login(acc.email, acc.password);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual(tooMany);

    // Another address is not affected, and the block ends with its window.
    const other = await kit.newAccount('autre');
    expect((await kit.login(other.email, other.password)).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await kit.login(acc.email, acc.password)).statusCode).toBe(200);
  });

  it('limits the codes sent to one address to 5 an hour', async () => {
    const acc = await kit.newAccount('envois');
    for (let i = 0; i < 5; i++) {
      expect((await kit.forgot(acc.email)).statusCode).toBe(200);
      t.clock.advance(61 * 1000);
    }
    const sixth = await kit.forgot(acc.email);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toEqual(tooMany);
    expect(kit.mailsTo(acc.email)).toHaveLength(5);
    t.clock.advance(60 * 60 * 1000);
    expect((await kit.forgot(acc.email)).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
  });

  it('limits wrong codes on one address across successive codes', async () => {
    const acc = await kit.newAccount('codes');
    for (let round = 0; round < 2; round++) {
      await kit.forgot(acc.email);
      const code = kit.latestCode(acc.email);
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) {
        expect((await kit.verify(acc.email, wrong)).statusCode).toBe(400);
      }
      t.clock.advance(61 * 1000);
    }
    await kit.forgot(acc.email);
    const blocked = await kit.verify(acc.email, kit.latestCode(acc.email));
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual(tooMany);
    t.clock.advance(61 * 60 * 1000);
  });
});

describe('limits per IP', () => {
  const ip = (n: number) => `192.168.50.${n}`;

  it('answers 429 in French after 20 logins a minute from one IP', async () => {
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
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await kit.forgot(`ip-forgot${i}@exemple.ma`, ip(2))).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    // Another IP is served.
    expect((await kit.forgot('ip-forgot-x@exemple.ma', ip(3))).statusCode).toBe(200);
  });

  it('answers 429 after 20 code checks a minute from one IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await kit.verify(`ip-verify${i}@exemple.ma`, '123456', ip(4))).statusCode);
    }
    expect(codes).toEqual([...Array(20).fill(400), 429]);
  });
});
