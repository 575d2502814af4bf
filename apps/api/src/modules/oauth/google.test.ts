import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { CUSTOMER, createTestApp, json, loginAs, type TestApp } from '@test/test-app';
import { capturedLog } from '@test/security/log-capture';
import { accountKit } from '@test/kits/user-test-kit';

const WEB = 'http://localhost:3000';
let provider: OAuth2Server;
let t: TestApp;
let kit: ReturnType<typeof accountKit>;
const log = capturedLog();
/** Every code, state, nonce, cookie and token the flows below handled. */
const secrets = new Set<string>();
/** The claims the provider puts in the next ID token. */
let person: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person);
  });
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'zina-web',
      GOOGLE_CLIENT_SECRET: 'zina-secret',
      OIDC_ISSUER: provider.issuer.url!,
      PUBLIC_URL: WEB,
    },
    logger: log.logger,
  });
  kit = accountKit(t);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** A browser's first steps: /auth/google → provider's /authorize; its cookie and the way back. */
async function startFlow() {
  const start = await t.app.inject({ method: 'GET', url: '/auth/google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location!);
  expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer.url}/authorize`);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${WEB}/auth/google/callback`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('scope')).toBe('openid email profile');

  const setCookie = String(start.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  expect(setCookie).toMatch(/Path=\/auth\/google/);
  const cookie = setCookie.split(';')[0]!;

  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get('location')!);
  expect(callback.pathname).toBe('/auth/google/callback');
  expect(callback.searchParams.get('code')).toBeTruthy();
  for (const secret of [
    cookie.split('=')[1]!,
    callback.searchParams.get('code')!,
    authorize.searchParams.get('state')!,
    authorize.searchParams.get('nonce')!,
    authorize.searchParams.get('code_challenge')!,
  ]) {
    secrets.add(secret);
  }
  return { cookie, callback };
}

const finishFlow = (callback: URL, cookie: string) =>
  t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie },
  });

/** A whole sign-in in one browser, optionally tampered with on the way back. */
async function signInWithGoogle(tamper: { state?: string; cookie?: (c: string) => string } = {}) {
  const { cookie, callback } = await startFlow();
  if (tamper.state) callback.searchParams.set('state', tamper.state);
  return finishFlow(callback, tamper.cookie ? tamper.cookie(cookie) : cookie);
}

/** The session the callback hands over: its answer names no token, a one-use cookie does. */
async function tokensOf(done: LightMyRequestResponse) {
  expect(done.statusCode).toBe(302);
  expect(done.headers.location).toBe(`${WEB}/auth-success`);
  const handover = [done.headers['set-cookie']].flat().find((c) => c?.startsWith('zina_refresh='));
  expect(handover).toMatch(/; HttpOnly/);
  expect(handover).toMatch(/; SameSite=Strict/);
  expect(handover).toMatch(/; Path=\/api\/user\/refresh-token/);
  expect(handover).toMatch(/; Max-Age=120/);
  // http://localhost here; Secure is set when PUBLIC_URL is https.
  expect(handover).not.toMatch(/; Secure/);
  const cookie = handover!.split(';')[0]!;
  const claimed = await t.app.inject({
    method: 'POST',
    url: '/api/user/refresh-token',
    // The page may still hold an older session's access token: the cookie wins.
    headers: { cookie, authorization: 'Bearer an-older-access-token' },
  });
  expect(claimed.statusCode).toBe(200);
  expect(String(claimed.headers['set-cookie'])).toMatch(
    /^zina_refresh=;.*Expires=Thu, 01 Jan 1970/,
  );
  const data = json<{ data: { accessToken: string; refreshToken: string } }>(claimed).data;
  for (const secret of [cookie.split('=')[1]!, data.accessToken, data.refreshToken]) {
    secrets.add(secret);
  }
  return { token: data.accessToken, refreshToken: data.refreshToken, cookie };
}

const me = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/user-details',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return json<{
    data: {
      _id: string;
      name: string;
      email: string;
      verify_email: boolean;
      googleLinked: boolean;
    };
  }>(res).data;
};

const rowByEmail = async (email: string) =>
  (await t.deps.db.select().from(users).where(eq(users.email, email)))[0];

describe('Google sign-in against a local OpenID provider', () => {
  it('creates an account for a new person and opens a real session', async () => {
    person = {
      sub: 'google-nouvelle',
      email: 'Nouvelle.Cliente@Gmail.com',
      email_verified: true,
      name: 'Nouvelle Cliente',
    };
    const done = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    const { token, refreshToken, cookie } = await tokensOf(done);
    expect(await me(token)).toMatchObject({
      name: 'Nouvelle Cliente',
      email: 'nouvelle.cliente@gmail.com',
      verify_email: true,
    });
    const row = await rowByEmail('nouvelle.cliente@gmail.com');
    expect(row).toMatchObject({ googleSub: 'google-nouvelle', passwordHash: null });

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    // The hand-over works once: the same cookie again is refused.
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { cookie },
    });
    expect(replayed.statusCode).toBe(401);

    // Signing in again finds the same account by its Google subject.
    const again = await signInWithGoogle();
    expect((await me((await tokensOf(again)).token))._id).toBe(row!.id);
    expect(
      await t.deps.db.select().from(users).where(eq(users.googleSub, 'google-nouvelle')),
    ).toHaveLength(1);
  });

  it('links an existing account found by its verified e-mail', async () => {
    const customer = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    const customerId = (await me(customer.accesstoken))._id;
    person = {
      sub: 'google-client',
      email: CUSTOMER.email.toUpperCase(),
      email_verified: true,
      name: 'Autre Nom',
    };
    const done = await signInWithGoogle();
    const session = await me((await tokensOf(done)).token);
    expect(session._id).toBe(customerId);
    expect(session.name).not.toBe('Autre Nom');
    expect((await rowByEmail(CUSTOMER.email))?.googleSub).toBe('google-client');
    // A proved address keeps its password and its sessions.
    await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    expect((await me(customer.accesstoken))._id).toBe(customerId);
  });

  it('takes an unproved account back from whoever registered it: password and sessions end', async () => {
    // The attacker registers the victim's address with his own password, before she ever comes.
    const { email, password } = await kit.newAccount('victime');
    const attacker = await kit.session(email, password);
    expect((await rowByEmail(email))?.verifyEmail).toBe(false);
    // What the attacker writes into it must not stay for the owner to ship to or trust.
    const written = await kit.call(
      'POST',
      '/api/address/create',
      { adresse: '1 rue du Piège', ville: 'Casablanca', telephone: '0611223344' },
      { headers: attacker.auth },
    );
    expect(written.statusCode).toBe(201);
    const mobile = await kit.call(
      'PUT',
      '/api/user/update-user',
      { name: 'Nom Piège', email, mobile: '0611223344' },
      { headers: attacker.auth },
    );
    expect(mobile.statusCode).toBe(200);

    person = { sub: 'google-victime', email, email_verified: true, name: 'Vraie Victime' };
    const done = await signInWithGoogle();
    const owner = (await tokensOf(done)).token;
    expect(await me(owner)).toMatchObject({
      email,
      verify_email: true,
      name: 'Vraie Victime',
      mobile: '',
      googleLinked: true,
    });
    const left = await kit.call('GET', '/api/address/get', undefined, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(json<{ data: unknown[] }>(left).data).toEqual([]);
    expect(await rowByEmail(email)).toMatchObject({
      googleSub: 'google-victime',
      passwordHash: null,
    });

    expect((await kit.login(email, password)).statusCode).toBe(401);
    const refresh = await kit.call('POST', '/api/user/refresh-token', {
      refreshToken: attacker.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const details = await kit.call('GET', '/api/user/user-details', undefined, {
      headers: attacker.auth,
    });
    expect(details.statusCode).toBe(401);
  });

  it('drops the link when the e-mail changes: the old Google account cannot take back a recovered account', async () => {
    // Mallory: an account of her own with a password and her Google account linked.
    const mallory = await kit.newAccount('mallory');
    await kit.reset(mallory.email, await kit.resetToken(mallory.email), mallory.password);
    person = { sub: 'google-mallory', email: mallory.email, email_verified: true, name: 'Mallory' };
    const linked = (await tokensOf(await signInWithGoogle())).token;
    expect(await me(linked)).toMatchObject({ email: mallory.email, googleLinked: true });

    // She moves the account to Alice's address, which Alice then recovers by mail.
    const alice = 'alice-victime@exemple.ma';
    const session = await kit.session(mallory.email, mallory.password);
    const moved = await kit.call(
      'PUT',
      '/api/user/update-user',
      { name: 'Mallory', email: alice, mobile: '0612345678', currentPassword: mallory.password },
      { headers: session.auth },
    );
    expect(moved.statusCode).toBe(200);
    expect(json<{ data: { googleLinked: boolean } }>(moved).data.googleLinked).toBe(false);
    expect((await rowByEmail(alice))?.googleSub).toBeNull();
    const alicePassword = 'Alice-Reprend-2026!';
    expect((await kit.reset(alice, await kit.resetToken(alice), alicePassword)).statusCode).toBe(
      200,
    );
    const aliceId = (await rowByEmail(alice))!.id;

    // Mallory's Google account opens an account of its own, never Alice's.
    const again = await me((await tokensOf(await signInWithGoogle())).token);
    expect(again._id).not.toBe(aliceId);
    expect(again.email).toBe(mallory.email);
    const aliceNow = await kit.session(alice, alicePassword);
    const details = await kit.call('GET', '/api/user/user-details', undefined, {
      headers: aliceNow.auth,
    });
    expect(json<{ data: { googleLinked: boolean } }>(details).data.googleLinked).toBe(false);
  });

  it('drops the link and every session at a password reset', async () => {
    const owner = await kit.newAccount('reprise');
    person = { sub: 'google-reprise', email: owner.email, email_verified: true, name: 'Reprise' };
    const { token, refreshToken } = await tokensOf(await signInWithGoogle());
    expect((await rowByEmail(owner.email))?.googleSub).toBe('google-reprise');
    const password = 'Reprise-Neuve-2026!';
    expect(
      (await kit.reset(owner.email, await kit.resetToken(owner.email), password)).statusCode,
    ).toBe(200);
    expect((await rowByEmail(owner.email))?.googleSub).toBeNull();
    const stale = await kit.call('GET', '/api/user/user-details', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode).toBe(401);
    const refreshed = await kit.call('POST', '/api/user/refresh-token', { refreshToken });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a callback whose state does not match, and opens no session', async () => {
    person = { sub: 'google-etat', email: 'etat@gmail.com', email_verified: true, name: 'État' };
    const done = await signInWithGoogle({ state: 'forged-state-value' });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`${WEB}/login?error=google`);
    expect(await rowByEmail('etat@gmail.com')).toBeUndefined();
  });

  it('refuses a callback without the signed cookie or with a forged one', async () => {
    person = { sub: 'google-cookie', email: 'cookie@gmail.com', email_verified: true };
    for (const cookie of [
      () => '',
      (c: string) => c.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ]) {
      const done = await signInWithGoogle({ cookie });
      expect(done.headers.location).toBe(`${WEB}/login?error=google`);
    }
    expect(await rowByEmail('cookie@gmail.com')).toBeUndefined();
  });

  it("refuses another browser's code and state with this browser's cookie (login CSRF)", async () => {
    // The attacker starts a flow and stops before his callback; the victim started her own.
    person = { sub: 'google-attaquant', email: 'attaquant@gmail.com', email_verified: true };
    const attacker = await startFlow();
    const victim = await startFlow();
    const done = await finishFlow(attacker.callback, victim.cookie);
    expect(done.headers.location).toBe(`${WEB}/login?error=google`);
    expect(String(done.headers['set-cookie'])).not.toContain('zina_refresh=');
    expect(await rowByEmail('attaquant@gmail.com')).toBeUndefined();
  });

  it('refuses an unverified e-mail', async () => {
    person = { sub: 'google-nonverifie', email: 'nonverifie@gmail.com', email_verified: false };
    const done = await signInWithGoogle();
    expect(done.headers.location).toBe(`${WEB}/login?error=google`);
    expect(await rowByEmail('nonverifie@gmail.com')).toBeUndefined();
  });

  it('writes no code, state, nonce, cookie or token to the log, at trace level', async () => {
    person = { sub: 'google-journal', email: 'journal@gmail.com', email_verified: true };
    await me((await tokensOf(await signInWithGoogle())).token);
    await signInWithGoogle({ state: 'forged-state-value' });
    const logs = log.lines.join('');
    // The capture works: the flow's requests and its refusals were logged.
    expect(logs).toContain('/auth/google/callback?[masqué]');
    expect(logs).toContain('Google sign-in refused');
    expect(secrets.size).toBeGreaterThan(10);
    expect(log.leaked(secrets)).toEqual([]);
  });
});

describe('Google sign-in without a client id', () => {
  it('sends the visitor back to /login with a notice instead of failing', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      for (const url of ['/auth/google', '/auth/google/callback?code=x&state=y']) {
        const res = await bare.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`${WEB}/login?notice=google-indisponible`);
      }
    } finally {
      await bare.close();
    }
  });
});
