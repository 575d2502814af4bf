import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { DEMO_CUSTOMER } from '../../src/seed/seed';
import { createDeps } from '../../src/lib/create-deps';
import { redisUrl, withRedis } from '../kits/redis-test-kit';
import { createTestApp, json, loginAs, type TestApp } from '../test-app';

/*
 * Two app instances on one database stand for two processes of the shop: a lock-out counted by
 * one holds on the other, through Redis when REDIS_URL is set, else through the database.
 */
const REDIS_URL = redisUrl(12);

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  if (withRedis()) {
    const flush = new Redis(REDIS_URL);
    await flush.flushdb();
    await flush.quit();
  }
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

async function twoProcesses(config: Partial<Config>): Promise<[FastifyInstance, FastifyInstance]> {
  const make = async () => {
    const deps = createDeps({ ...t.deps.config, ...config }, t.deps.database, { clock: t.clock });
    const app = await buildApp({ deps, runMailWorker: false });
    await app.ready();
    apps.push(app);
    return app;
  };
  return [await make(), await make()];
}

const throughRedis: Array<[string, Partial<Config>]> = [
  ['Redis', { redisUrl: REDIS_URL, workers: 2 }],
];
const throughTheDatabase: Array<[string, Partial<Config>]> = [
  ['the database (several processes, no Redis)', { workers: 2 }],
];

const lockOutsShared = (_label: string, config: Partial<Config>) => {
  it('refuse the client that guessed wrong 10 times across both processes', async () => {
    const [a, b] = await twoProcesses(config);
    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: DEMO_CUSTOMER.email, password },
        remoteAddress: '198.51.100.40',
      });
    for (let i = 0; i < 10; i++)
      expect((await login(i % 2 ? a : b, `Faux-${i}!Zina`)).statusCode).toBe(401);
    expect((await login(a, DEMO_CUSTOMER.password)).statusCode).toBe(429);
    expect((await login(b, DEMO_CUSTOMER.password)).statusCode).toBe(429);
    // The window ends for both.
    t.clock.advance(16 * 60 * 1000);
    expect((await login(b, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  });

  it('limit wrong current passwords on the profile across both processes', async () => {
    const [a, b] = await twoProcesses(config);
    const { auth } = await loginAs(a, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const update = (app: FastifyInstance, currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/update-user',
        headers: auth,
        payload: {
          name: DEMO_CUSTOMER.name,
          email: `nouvelle-${DEMO_CUSTOMER.email}`,
          mobile: '+212612345678',
          currentPassword,
        },
      });
    for (let i = 0; i < 10; i++)
      expect((await update(i % 2 ? a : b, `Faux-${i}!Zina`)).statusCode).toBe(403);
    const blocked = await update(a, DEMO_CUSTOMER.password);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).success).toBe(false);
    t.clock.advance(16 * 60 * 1000);
  });
};
describe.runIf(withRedis()).each(throughRedis)('lock-outs shared through %s', lockOutsShared);
describe.each(throughTheDatabase)('lock-outs shared through %s', lockOutsShared);
