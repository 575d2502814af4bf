import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@zina/shared/messages';
import { users } from '../../src/db/schema';
import { ADMIN, createTestApp, CUSTOMER, expectMessage, loginAs, type TestApp } from '../test-app';
import { notAFrenchRefusal } from './security-kit';
import { inOneWindow } from '../kits/counters-test-kit';

/*
 * Already proven elsewhere, not repeated here: a refresh token used twice closes the session
 * (user/auth.test.ts), 5 wrong reset codes kill the code even for the right one afterwards
 * (user/password-reset.test.ts), 429 after 10 failures on one account from one client address
 * while the owner elsewhere still signs in, and after 20 sign-ins a minute from one IP
 * (user/rate-limits.test.ts).
 */

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The per-IP sign-in limit at its production default.
  limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '20' } });
});
afterAll(async () => {
  await t?.close();
  await limited?.close();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const withToken = (token: string, method = 'GET', url = '/api/user/user-details') =>
  t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** An admin route from the route table, whichever the features declare. */
const adminRoute = () => {
  const route = t.app.routeTable.find((r) => r.access === 'admin');
  if (!route) throw new Error('no admin route');
  return { method: route.method, url: route.url.replace(/:[A-Za-z]+/g, '0'.repeat(24)) };
};

function expectSignedOut(res: Awaited<ReturnType<typeof withToken>>, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(401);
  expect(notAFrenchRefusal(res), what).toBeNull();
}

async function registered(name: string) {
  const account = { name, email: `${name}@exemple.ma`, password: `${name}!Zina2026` };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { ...account, confirmPassword: account.password },
  });
  expect(res.statusCode).toBe(201);
  return { ...account, ...(await loginAs(t.app, account.email, account.password)) };
}

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refreshToken } });

describe('access tokens', () => {
  it('refuses expired, tampered, unsigned and foreign tokens with 401 in French', async () => {
    const s = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    const adminSession = await loginAs(t.app, ADMIN.email, ADMIN.password);
    expect((await withToken(s.accesstoken)).statusCode).toBe(200);

    const [header, payload, signature] = s.accesstoken.split('.') as [string, string, string];
    const claims = decodeJwt(s.accesstoken) as { sub: string; sid: string; role: string };
    const adminClaims = decodeJwt(adminSession.accesstoken) as { sub: string; sid: string };
    const secret = new TextEncoder().encode(t.deps.config.jwtSecret);
    const otherKey = new TextEncoder().encode('une-autre-clef-une-autre-clef-une-autre-clef');
    const sign = (alg: string, key: Uint8Array, body: object = claims) =>
      new SignJWT({ ...body })
        .setProtectedHeader({ alg, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
    const now = t.deps.clock.now();

    const bad: Record<string, string> = {
      expired: await t.deps.tokens.signAccess(claims, new Date(now.getTime() - 60 * 60 * 1000)),
      'payload changed (role), signature kept': `${header}.${b64({ ...claims, role: 'ADMIN' })}.${signature}`,
      'payload changed (user), signature kept': `${header}.${b64({ ...claims, sub: adminClaims.sub, sid: adminClaims.sid })}.${signature}`,
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg None, signature kept': `${b64({ alg: 'None', typ: 'JWT' })}.${payload}.${signature}`,
      'signed with another secret': await sign('HS256', otherKey),
      'HS512 with the right secret': await sign('HS512', secret),
      'signature cut': `${header}.${payload}.${signature.slice(0, -4)}`,
      'unknown session': await t.deps.tokens.signAccess({ ...claims, sid: 'f'.repeat(24) }, now),
      'no session claim': await sign('HS256', secret, { sub: claims.sub, role: 'USER' }),
      garbage: 'garbage',
      'three empty parts': '..',
      'huge token': 'a'.repeat(20_000),
    };
    for (const [what, token] of Object.entries(bad)) {
      expectSignedOut(await withToken(token), what);
      const admin = adminRoute();
      expectSignedOut(await withToken(token, admin.method, admin.url), `${what} on ${admin.url}`);
    }
    // The right secret claiming ADMIN for a customer's session: the role comes from the database.
    const claimsAdmin = await t.deps.tokens.signAccess({ ...claims, role: 'ADMIN' }, now);
    const admin = adminRoute();
    const res = await withToken(claimsAdmin, admin.method, admin.url);
    expectMessage(res, 403, MSG.adminOnly);
  });

  it('refuses a token once its session is logged out, and its refresh token too', async () => {
    const me = await registered('sortie');
    const out = await withToken(me.accesstoken, 'GET', '/api/user/logout');
    expect(out.statusCode).toBe(200);
    expectSignedOut(await withToken(me.accesstoken), 'access token after logout');
    expectSignedOut(await refresh(me.refreshToken), 'refresh token after logout');
  });

  it('refuses the tokens of a disabled account and of a deleted one', async () => {
    const disabled = await registered('suspendu');
    await t.deps.db
      .update(users)
      .set({ status: 'Suspended' })
      .where(eq(users.email, disabled.email));
    expectSignedOut(await withToken(disabled.accesstoken), 'disabled: access');
    expectSignedOut(await refresh(disabled.refreshToken), 'disabled: refresh');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: disabled.email, password: disabled.password },
    });
    expect(login.statusCode).toBe(401);
    expect(notAFrenchRefusal(login)).toBeNull();

    const deleted = await registered('supprime');
    await t.deps.db.delete(users).where(eq(users.email, deleted.email));
    expectSignedOut(await withToken(deleted.accesstoken), 'deleted: access');
    expectSignedOut(await refresh(deleted.refreshToken), 'deleted: refresh');
  });
});

describe('sign-in brute force, cases the user module does not cover', () => {
  const login = (
    email: string,
    password: string,
    headers: Record<string, string> = {},
    ip?: string,
  ) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      headers,
      remoteAddress:
        ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('counts failures per e-mail address whatever its case and spaces', async () => {
    const email = 'brute@exemple.ma';
    const password = 'Brute!Zina2026';
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Brute', email, password, confirmPassword: password },
    });
    expect(res.statusCode).toBe(201);
    const variants = [
      'BRUTE@exemple.ma',
      ' brute@EXEMPLE.MA',
      'Brute@Exemple.Ma ',
      'brute@exemple.MA',
    ];
    const guesser = '10.8.0.1';
    for (let i = 0; i < 10; i++) {
      const variant = variants[i % variants.length]!;
      expect((await login(variant, `Faux${i}!Zina`, {}, guesser)).statusCode).toBe(401);
    }
    const blocked = await login(email, password, {}, guesser);
    expectMessage(blocked, 429, MSG.tooManyRequests);
  });

  it('does not let a forged X-Forwarded-For escape the per-IP limit', async () => {
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await login(
        `xff${i}@exemple.ma`,
        'Quelconque1!',
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
        '192.0.2.77',
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
