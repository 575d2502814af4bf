import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-app';

type Method = 'GET' | 'POST' | 'PUT';

/** The recovery code of a mail's text (alone on its line), if any. */
export const codeInMail = (text: string): string | undefined => /^\s*(\d{6})\s*$/m.exec(text)?.[1];

/**
 * Calls for the account tests: each from its own IP unless told (so that the per-IP limits
 * only bite where a test wants them), and every answer checked to carry no secret.
 */
export function accountKit(t: TestApp) {
  let ipCounter = 0;
  const secrets = new Set<string>();

  async function call(
    method: Method,
    url: string,
    payload?: object,
    opts: { headers?: Record<string, string>; ip?: string } = {},
  ): Promise<LightMyRequestResponse> {
    ipCounter += 1;
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: opts.headers,
      remoteAddress: opts.ip ?? `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    });
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('$argon2');
    return res;
  }

  let accounts = 0;
  async function newAccount(prefix = 'compte') {
    accounts += 1;
    const account = {
      name: `Client ${accounts}`,
      email: `${prefix}${accounts}@exemple.ma`,
      password: `Depart${accounts}!Zina`,
    };
    secrets.add(account.password);
    const res = await call('POST', '/api/user/register', {
      ...account,
      confirmPassword: account.password,
    });
    expect(res.statusCode).toBe(201);
    return account;
  }

  async function login(email: string, password: string, ip?: string) {
    secrets.add(password);
    return call('POST', '/api/user/login', { email, password }, { ip });
  }

  async function session(email: string, password: string) {
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    const data = json<{ data: { accesstoken: string; refreshToken: string } }>(res).data;
    return { ...data, auth: { authorization: `Bearer ${data.accesstoken}` } };
  }

  const mailsTo = (email: string) => t.outbox().filter((m) => m.to === email);

  /** The code of the latest recovery e-mail sent to this address. */
  function latestCode(email: string): string {
    const mail = mailsTo(email).at(-1);
    const code = mail && codeInMail(mail.text);
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  /** Asks for a code and sends the queued mail (the tests' app runs no mail worker). */
  async function forgot(email: string, ip?: string) {
    const res = await call('PUT', '/api/user/forgot-password', { email }, { ip });
    await t.sendQueuedMail();
    return res;
  }

  const verify = (email: string, otp: string, ip?: string) =>
    call('PUT', '/api/user/verify-forgot-password-otp', { email, otp }, { ip });

  return {
    call,
    newAccount,
    login,
    session,
    mailsTo,
    latestCode,
    /** Registers a password the tests will use, so that no response may contain it. */
    secret: (value: string) => void secrets.add(value),
    forgot,
    verify,
    /** Asks for a code and checks it: the token the new-password step needs. */
    async resetToken(email: string): Promise<string> {
      expect((await forgot(email)).statusCode).toBe(200);
      const res = await verify(email, latestCode(email));
      expect(res.statusCode).toBe(200);
      return json<{ data: { resetToken: string } }>(res).data.resetToken;
    },
    reset: (
      email: string,
      resetToken: string | undefined,
      newPassword: string,
      confirmPassword = newPassword,
    ) => {
      secrets.add(newPassword);
      return call('PUT', '/api/user/reset-password', {
        email,
        ...(resetToken === undefined ? {} : { resetToken }),
        newPassword,
        confirmPassword,
      });
    },
  };
}
export type AccountKit = ReturnType<typeof accountKit>;

/** The file's test app (made before its tests, closed after them) and its account kit. */
export function accountSuite(opts?: Parameters<typeof createTestApp>[0]) {
  const suite = {} as { t: TestApp; kit: AccountKit };
  beforeAll(async () => {
    suite.t = await createTestApp(opts);
    suite.kit = accountKit(suite.t);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
