import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { json, type TestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT';

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

  async function login(email: string, password: string) {
    secrets.add(password);
    return call('POST', '/api/user/login', { email, password });
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
    const code = mail && /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  return {
    call,
    newAccount,
    login,
    session,
    mailsTo,
    latestCode,
    /** Registers a password the tests will use, so that no response may contain it. */
    secret: (value: string) => void secrets.add(value),
    forgot: (email: string, ip?: string) =>
      call('PUT', '/api/user/forgot-password', { email }, { ip }),
    verify: (email: string, otp: string, ip?: string) =>
      call('PUT', '/api/user/verify-forgot-password-otp', { email, otp }, { ip }),
    reset: (email: string, newPassword: string, confirmPassword = newPassword) => {
      secrets.add(newPassword);
      return call('PUT', '/api/user/reset-password', { email, newPassword, confirmPassword });
    },
  };
}
