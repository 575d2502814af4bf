import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandlers } from '../../src/lib/error-handler';
import { createTestApp, json, type TestApp } from '../test-app';
import { capturedLog } from './log-capture';

const PASSWORD = 'Reconnaissable!Mot2Passe';
const NEW_PASSWORD = 'Nouveau!Reconnaissable77';
const EMAIL = 'secret@exemple.ma';

let t: TestApp;
const log = capturedLog();
const bodies: string[] = [];
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
});
afterAll(() => t?.close());

async function call(method: string, url: string, payload?: unknown, headers = {}) {
  const res: LightMyRequestResponse = await t.app.inject({
    method: method as 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: `10.7.0.${++ip}`,
  });
  bodies.push(res.body);
  return res;
}

describe('passwords in logs and responses', () => {
  it('never writes a password or a hash, through every account flow at trace level', async () => {
    const register = {
      name: 'Secret',
      email: EMAIL,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    expect((await call('POST', '/api/user/register', register)).statusCode).toBe(201);
    // A taken address answers as a free one (nothing is created).
    expect((await call('POST', '/api/user/register', register)).statusCode).toBe(201);
    const mismatch = { ...register, email: 'autre@exemple.ma', confirmPassword: `${PASSWORD}x` };
    expect((await call('POST', '/api/user/register', mismatch)).statusCode).toBe(400);
    // A database error while the password's hash is a query parameter.
    const nul = { ...register, name: 'Nul\u0000', email: 'nul@exemple.ma' };
    expect((await call('POST', '/api/user/register', nul)).statusCode).toBe(400);
    // Broken JSON that carries the password.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${EMAIL}","password":"${PASSWORD}"`,
    });
    bodies.push(broken.body);
    expect(broken.statusCode).toBe(400);

    expect(
      (await call('POST', '/api/user/login', { email: EMAIL, password: `${PASSWORD}?` }))
        .statusCode,
    ).toBe(401);
    const login = await call('POST', '/api/user/login', { email: EMAIL, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const tokens = json<{ data: { accesstoken: string; refreshToken: string } }>(login).data;
    const auth = { authorization: `Bearer ${tokens.accesstoken}` };
    expect((await call('GET', '/api/user/user-details', undefined, auth)).statusCode).toBe(200);
    const update = { name: 'Secret Deux', email: EMAIL, mobile: '0612345678' };
    expect((await call('PUT', '/api/user/update-user', update, auth)).statusCode).toBe(200);
    const refreshed = await call('POST', '/api/user/refresh-token', {
      refreshToken: tokens.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);

    expect((await call('PUT', '/api/user/forgot-password', { email: EMAIL })).statusCode).toBe(200);
    await t.sendQueuedMail();
    const mail = t
      .outbox()
      .filter((m) => m.to === EMAIL)
      .at(-1)!;
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text)![1]!;
    const verify = await call('PUT', '/api/user/verify-forgot-password-otp', {
      email: EMAIL,
      otp: code,
    });
    expect(verify.statusCode).toBe(200);
    const { resetToken } = json<{ data: { resetToken: string } }>(verify).data;
    const reset = {
      email: EMAIL,
      resetToken,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    expect((await call('PUT', '/api/user/reset-password', reset)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/user/login', { email: EMAIL, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const logs = log.lines.join('');
    // The capture works: requests (one line each) and the refused text were logged.
    expect(log.lines.length).toBeGreaterThan(10);
    expect(logs).toContain('/api/user/reset-password');
    expect(logs).toContain('text refused by the database');
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      '$argon2',
      code,
      resetToken,
      tokens.refreshToken,
    ]) {
      expect(logs.includes(secret), `logs hold ${secret}`).toBe(false);
    }
    for (const secret of [PASSWORD, NEW_PASSWORD, '$argon2', 'password_hash', 'passwordHash']) {
      expect(
        bodies.filter((b) => b.includes(secret)),
        `responses hold ${secret}`,
      ).toEqual([]);
    }
  });

  it('logs a failed query without its parameters on an unexpected error', async () => {
    const out = capturedLog();
    const app = Fastify({ logger: out.logger });
    installErrorHandlers(app);
    app.get('/boom', async () => {
      throw new DrizzleQueryError(
        'insert into "users" ("email", "password_hash") values ($1, $2)',
        [EMAIL, '$argon2id$v=19$m=19456,t=2,p=1$c2VsZ3NlbA$aGFzaA'],
        Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      );
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const logs = out.lines.join('');
    expect(logs).toContain('insert into \\"users\\"');
    expect(logs).toContain('deadlock detected');
    expect(logs).not.toContain('$argon2');
    expect(logs).not.toContain(EMAIL);
  });
});
