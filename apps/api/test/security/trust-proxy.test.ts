import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { inOneWindow } from '../kits/counters-test-kit';

/** The shop as deployed: production mode, the per-IP sign-in limit at 20 a minute. */
const production = (extra: Record<string, string> = {}) =>
  createTestApp({
    env: {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Proxy-Admin-Phrase-2026!',
      MAIL_OUTBOX: 'true',
      AUTH_RATE_LIMIT_MAX: '20',
      ...extra,
    },
  });

const PROXY = '192.0.2.10';

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  direct = await production();
  behindProxy = await production({ TRUST_PROXY: `${PROXY},10.0.0.0/8` });
});
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
});

/** 21 sign-ins from one socket address, each claiming another client in X-Forwarded-For. */
async function loginsWithRotatingForwardedFor(t: TestApp, socket: string): Promise<number[]> {
  await inOneWindow(5_000);
  const codes: number[] = [];
  for (let i = 0; i < 21; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: `xff${i}@exemple.ma`, password: 'Quelconque1!' },
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      remoteAddress: socket,
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY: who may say where a request comes from', () => {
  it('in production without TRUST_PROXY, a client cannot dodge the per-IP limit with X-Forwarded-For', async () => {
    const codes = await loginsWithRotatingForwardedFor(direct, '198.51.100.7');
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('behind a trusted proxy, each client behind it has its own limit', async () => {
    const codes = await loginsWithRotatingForwardedFor(behindProxy, PROXY);
    expect(codes.every((c) => c === 401)).toBe(true);
  });

  it('a client that is not the trusted proxy is still counted by its own address', async () => {
    const codes = await loginsWithRotatingForwardedFor(behindProxy, '198.51.100.8');
    expect(codes[20]).toBe(429);
  });
});
