import { MSG } from '@zina/shared/messages';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  expectMessage,
  expectRefusal,
  json,
  loginAs,
  setupTestApp,
} from '@test/test-app';

const t = setupTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** GET /api/user/user-details with these headers: 200 while the session lives. */
const userDetails = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/user-details', headers });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/refresh-token', headers: bearer(refreshToken) });

describe('sign-in core', () => {
  it('registers, logs in, reads details, refreshes and logs out', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Yasmine',
        email: ' Yasmine@Example.MA ',
        password: 'Secret-Zina-2026!',
        confirmPassword: 'Secret-Zina-2026!',
      },
    });
    expect(reg.statusCode).toBe(201);
    expect(json(reg)).toEqual({ success: true, error: false, message: MSG.registered });
    expect(reg.body).not.toContain('Secret123');
    expect(reg.body).not.toContain('argon2');

    const session = await loginAs(t.app, 'yasmine@example.ma', 'Secret-Zina-2026!');
    const details = await userDetails(session.auth);
    expect(details.statusCode).toBe(200);
    expect(json<{ data: { name: string } }>(details).data.name).toBe('Yasmine');

    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const next = json<{ data: { accessToken: string; refreshToken: string } }>(refreshed).data;
    expect(next.refreshToken).not.toBe(session.refreshToken);

    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      headers: bearer(next.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    const after = await userDetails(bearer(next.accessToken));
    expect(after.statusCode).toBe(401);
  });

  it('revokes the whole session when a refresh token is used twice', async () => {
    const s = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = json<{ data: { refreshToken: string } }>(first).data.refreshToken;
    const reused = await refresh(s.refreshToken);
    expect(reused.statusCode).toBe(401);
    // The thief's reuse closed the session: the legitimate rotated token is dead too.
    expect((await refresh(rotated)).statusCode).toBe(401);
    const details = await userDetails(s.auth);
    expect(details.statusCode).toBe(401);
  });

  it('refuses a made-up secret for a known session without closing it', async () => {
    const s = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    // The session id is readable in the access token; the secret is not.
    const sessionId = s.refreshToken.split('.')[0]!;
    const forged = await refresh(`${sessionId}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    const real = await refresh(s.refreshToken);
    expect(real.statusCode).toBe(200);
    const details = await userDetails(
      bearer(json<{ data: { accessToken: string } }>(real).data.accessToken),
    );
    expect(details.statusCode).toBe(200);
  });

  it('answers a wrong password with 401 and the SPEC message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: CUSTOMER.email, password: 'wrong-password' },
    });
    expectRefusal(res, 401, 'UNAUTHENTICATED', 'Email ou mot de passe incorrect');
  });

  it('answers a malformed e-mail with 400 and the SPEC message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'pas-un-email', password: 'x' },
    });
    expectMessage(res, 400, "Format d'email invalide");
  });

  it('answers malformed JSON with 400 in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/JSON/);
    expect(json(res).success).toBe(false);
  });

  it('answers a taken address as a free one, creates nothing and mails the owner', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          name: 'Intrus',
          email,
          password: 'Autre-Zina-2026!',
          confirmPassword: 'Autre-Zina-2026!',
        },
      });
    const taken = await register(CUSTOMER.email);
    const free = await register('libre-inscription@example.ma');
    expect(taken.statusCode).toBe(201);
    expect([taken.statusCode, taken.body]).toEqual([free.statusCode, free.body]);
    // The owner's password still opens her account; the second one opens nothing.
    await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: CUSTOMER.email, password: 'Autre-Zina-2026!' },
    });
    expect(intruder.statusCode).toBe(401);
    await loginAs(t.app, 'libre-inscription@example.ma', 'Autre-Zina-2026!');
    // The owner alone hears of it, once an hour however often it is tried.
    await register(CUSTOMER.email);
    await t.sendQueuedMail();
    const notices = t
      .outbox()
      .filter((m) => m.to === CUSTOMER.email && /Tentative/.test(m.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('/forgot-password');
    expect(t.outbox().some((m) => m.to === 'libre-inscription@example.ma')).toBe(false);
  });

  it('refuses mismatched passwords at registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'X',
        email: 'x@zina.ma',
        password: 'Secret-Zina-2026!',
        confirmPassword: 'Other123!',
      },
    });
    expectMessage(res, 400, 'Les mots de passe ne correspondent pas');
  });

  it('refuses tampered and foreign tokens', async () => {
    const s = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    const [h, p] = s.accesstoken.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    for (const token of [`${h}.${p}.AAAA`, none, 'garbage']) {
      const res = await userDetails(bearer(token));
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses an expired access token', async () => {
    const s = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    t.clock.advance(16 * 60 * 1000);
    const res = await userDetails(s.auth);
    expect(res.statusCode).toBe(401);
  });
});

describe('api core', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(json(res)).toMatchObject({ success: false, error: true });
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).not.toContain("unsafe-inline' ;script");
  });
});
