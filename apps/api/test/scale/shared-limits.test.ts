import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOneWindow } from '../kits/counters-test-kit';
import { redisUrl, withRedis } from '../kits/redis-test-kit';
import { createTestApp, type TestApp } from '../test-app';

/*
 * Two app instances on one Redis stand for two processes (or two machines) of the shop: what one
 * counts, the other sees. Redis runs on 127.0.0.1:6379 here and in CI.
 */
const REDIS_DB = 9;
const REDIS_URL = redisUrl(REDIS_DB);

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  if (!withRedis()) return;
  const flush = new Redis(REDIS_URL);
  await flush.flushdb();
  await flush.quit();
  const env = { REDIS_URL, AUTH_RATE_LIMIT_MAX: '20', RATE_LIMIT_MAX: '30' };
  a = await createTestApp({ env, seed: false });
  b = await createTestApp({ env, seed: false });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const login = (t: TestApp, ip: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: `partage${i}@exemple.ma`, password: 'Quelconque1!' },
    remoteAddress: ip,
  });

describe.runIf(withRedis())('rate limits with REDIS_URL', () => {
  it('count one client across processes: 20 sign-ins a minute in all, not 20 each', async () => {
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await login(i % 2 ? a : b, '198.51.100.20', i)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
  });

  it('hold the global per-address limit across processes too', async () => {
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = i % 2 ? a : b;
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/category/get',
        remoteAddress: '198.51.100.21',
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });
});
