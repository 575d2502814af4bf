import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUrl, withRedis } from '@test/kits/redis-test-kit';
import { createTestApp, type TestApp } from '@test/test-app';
import type { AttemptCounter } from './attempts';
import { databaseAttempts } from './attempts-database';
import { redisAttempts } from './attempts-redis';
import { attemptStore } from './attempts-store';

/** Its own Redis database (shared-limits uses 9), emptied first. */
const REDIS_URL = redisUrl(11);
const WINDOW = 15 * 60 * 1000;

let t: TestApp;
let redis: Redis;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  if (!withRedis()) return;
  redis = new Redis(REDIS_URL);
  await redis.flushdb();
});
afterAll(async () => {
  await redis?.quit();
  await t?.close();
});

type Make = (name: string, now: () => number) => AttemptCounter;
const inRedis: Array<[string, Make]> = [
  ['Redis', (name, now) => redisAttempts(redis, name, WINDOW, now)],
];
const inTheDatabase: Array<[string, Make]> = [
  ['the database', (name, now) => databaseAttempts(t.deps.db, name, WINDOW, now)],
];

const failuresCounted = (_label: string, make: Make) => {
  it('are seen by a second process, and cleared for both', async () => {
    let now = Date.now();
    const clock = () => now;
    const first = make('login', clock);
    const second = make('login', clock);
    for (let i = 0; i < 3; i++) await first.fail('salma@exemple.ma', '198.51.100.1');
    await second.fail('salma@exemple.ma', '198.51.100.2');
    await second.fail('autre@exemple.ma', '198.51.100.1');
    expect(await first.count('salma@exemple.ma', '198.51.100.2')).toEqual({ group: 4, member: 1 });
    expect(await second.count('salma@exemple.ma', '198.51.100.1')).toEqual({ group: 4, member: 3 });
    // Another limit's counter with the same group is apart.
    expect(await make('reset-send', clock).count('salma@exemple.ma')).toEqual({
      group: 0,
      member: 0,
    });

    await second.clear('salma@exemple.ma', '198.51.100.1');
    expect(await first.count('salma@exemple.ma', '198.51.100.1')).toEqual({ group: 1, member: 0 });
    await first.clear('salma@exemple.ma');
    expect(await second.count('salma@exemple.ma', '198.51.100.2')).toEqual({ group: 0, member: 0 });
    expect((await first.count('autre@exemple.ma')).group).toBe(1);
    now += 1;
  });

  it('forget a failure once it leaves the window', async () => {
    let now = Date.now();
    const first = make('guess', () => now);
    const second = make('guess', () => now);
    await first.fail('yasmine@exemple.ma', 'a');
    now += WINDOW / 2;
    await second.fail('yasmine@exemple.ma', 'a');
    expect(await second.count('yasmine@exemple.ma', 'a')).toEqual({ group: 2, member: 2 });
    now += WINDOW / 2;
    expect(await first.count('yasmine@exemple.ma', 'a')).toEqual({ group: 1, member: 1 });
    now += WINDOW / 2;
    expect(await first.count('yasmine@exemple.ma', 'a')).toEqual({ group: 0, member: 0 });
  });
};
describe.runIf(withRedis()).each(inRedis)('failures counted in %s', failuresCounted);
describe.each(inTheDatabase)('failures counted in %s', failuresCounted);

describe('attemptStore', () => {
  const shared = async (store: ReturnType<typeof attemptStore>) => {
    const group = `choix-${Math.random()}@exemple.ma`;
    await store('login', WINDOW).fail(group);
    return (await store('login', WINDOW).count(group)).group;
  };

  it.runIf(withRedis())('shares through Redis when there is one', async () => {
    expect(await shared(attemptStore({ db: t.deps.db, now: Date.now, redis, shared: true }))).toBe(
      1,
    );
  });

  it('shares through the database when it is PostgreSQL, else keeps them apart', async () => {
    expect(await shared(attemptStore({ db: t.deps.db, now: Date.now, shared: true }))).toBe(1);
    // Alone (PGlite), the process keeps them in memory: each counter its own.
    expect(await shared(attemptStore({ db: t.deps.db, now: Date.now, shared: false }))).toBe(0);
  });
});
