import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { capturedLog } from '@test/security/log-capture';
import { ADMIN, createTestApp, loginAs, type TestApp } from '@test/test-app';
import { catalogueCacheHits, frontAnswersGiven } from './metrics';
import { inOneWindow } from '@test/kits/counters-test-kit';
import { redisUrl, withRedis } from '@test/kits/redis-test-kit';

let t: TestApp;
let base: string;
let admin: Record<string, string>;
const log = capturedLog();

/** A shop listening on a port of its own: the front answers are the server's, not inject's. */
async function listening(env: Record<string, string> = {}) {
  const app = await createTestApp({ seed: 'full', logger: log.logger, env });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  ({ app: t, base } = await listening());
  admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(base + path, init);
  const headers = Object.fromEntries(res.headers);
  delete headers.date;
  return { status: res.status, headers, body: await res.text() };
}

const post = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

/** The answers `times` asks got, and how many of them the front gave. */
async function askTimes(times: number, path: string, init?: RequestInit) {
  const before = t.app.front.stats.served;
  const answers: Answer[] = [];
  for (let i = 0; i < times; i++) answers.push(await ask(path, init));
  return { answers, fromFront: t.app.front.stats.served - before };
}

describe('the front answers (cached public reads answered before the framework)', () => {
  it('answer a read again with the same status, headers and bytes as the full path', async () => {
    const { answers, fromFront } = await askTimes(4, '/api/category/get');
    // The first two learn the path and the request; the next ones are the front's.
    expect(fromFront).toBe(2);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.headers['content-security-policy']).toBeDefined();
  });

  it('count in the metrics as front answers and catalogue cache hits', async () => {
    const count = async (metric: Counter) => (await metric.get()).values[0]?.value ?? 0;
    const [front, hits] = [await count(frontAnswersGiven), await count(catalogueCacheHits)];
    const { fromFront } = await askTimes(3, '/api/category/get?front=metrics');
    expect(fromFront).toBe(2);
    expect((await count(frontAnswersGiven)) - front).toBe(2);
    // The first was the full path's: a hit of the cache itself.
    expect((await count(catalogueCacheHits)) - hits).toBe(3);
  });

  it('write an access line for each answer they give', async () => {
    const before = log.lines.length;
    // The path is known: the first asks the full path, the next two are the front's.
    const { fromFront } = await askTimes(3, '/api/category/get?front=log');
    expect(fromFront).toBe(2);
    const lines = log.lines.slice(before).map((line) => JSON.parse(line));
    const access = lines.filter((line) => line.req?.url === '/api/category/get?front=log');
    expect(access).toHaveLength(3);
    expect(new Set(access.map((line) => line.reqId)).size).toBe(3);
    expect(access.every((line) => line.res.statusCode === 200)).toBe(true);
    expect(access[2].req.remoteAddress).toBe('127.0.0.1');
  });

  it('answer each body, origin and encoding with its own answer', async () => {
    const page1 = await askTimes(3, '/api/product/get', post('{"page":1,"limit":2}'));
    const page2 = await askTimes(3, '/api/product/get', post('{"page":2,"limit":2}'));
    expect(page1.fromFront + page2.fromFront).toBeGreaterThanOrEqual(3);
    const ids = (a: Answer) => JSON.parse(a.body).data.map((p: { _id: string }) => p._id);
    expect(ids(page1.answers[2]!)).not.toEqual(ids(page2.answers[2]!));
    for (const answer of page2.answers) expect(answer).toEqual(page2.answers[0]);

    const origin = { origin: t.deps.config.publicUrl };
    const withOrigin = await askTimes(3, '/api/product/get', post('{"page":1,"limit":2}', origin));
    expect(withOrigin.fromFront).toBe(2);
    expect(withOrigin.answers[2]!.headers['access-control-allow-origin']).toBe(origin.origin);
    expect(page1.answers[2]!.headers['access-control-allow-origin']).toBeUndefined();

    const identity = { 'accept-encoding': 'identity' };
    const plain = await askTimes(3, '/api/product/get', post('{"page":1,"limit":12}', identity));
    const br = await askTimes(
      3,
      '/api/product/get',
      post('{"page":1,"limit":12}', { 'accept-encoding': 'br' }),
    );
    expect(plain.answers[2]!.headers['content-encoding']).toBeUndefined();
    expect(br.answers[2]!.headers['content-encoding']).toBe('br');
    expect(JSON.parse(br.answers[2]!.body)).toEqual(JSON.parse(plain.answers[2]!.body));
  });

  it('leave refusals to the full path: an invalid body is refused every time', async () => {
    const row = '/api/product/get-product-by-category';
    const [category] = JSON.parse((await ask('/api/category/get')).body).data;
    expect((await ask(row, post(JSON.stringify({ id: category._id })))).status).toBe(200);
    const { answers, fromFront } = await askTimes(3, row, post('{"id":"pas-un-id"}'));
    expect(fromFront).toBe(0);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
  });

  it('stop the moment the cache drops the answer (a catalogue write, a stock change)', async () => {
    const count = async () => JSON.parse((await ask('/api/category/get')).body).data.length;
    await askTimes(2, '/api/category/get');
    const before = await count();
    await catalogueFixture(t.deps.db).category('Éventails');
    // Written behind the cache's back: the kept answer stands until the cache lets it go…
    expect(await count()).toBe(before);
    t.deps.catalogueCache.clear(); // what every admin write does
    const after = await askTimes(1, '/api/category/get');
    expect(after.fromFront).toBe(0);
    expect(JSON.parse(after.answers[0]!.body).data.length).toBe(before + 1);

    const [first] = JSON.parse(
      (await ask('/api/product/get', post('{"page":1,"limit":1}'))).body,
    ).data;
    const details = post(JSON.stringify({ productId: first._id }));
    expect((await askTimes(3, '/api/product/get-product-details', details)).fromFront).toBe(1);
    t.deps.catalogueCache.dropProducts([first._id]); // what a checkout does
    expect((await askTimes(1, '/api/product/get-product-details', details)).fromFront).toBe(0);
  });

  it('leave requests with credentials or conditions to the full path', async () => {
    await askTimes(2, '/api/category/get');
    const signedIn = await askTimes(2, '/api/category/get', { headers: admin });
    expect(signedIn.fromFront).toBe(0);
    const etag = signedIn.answers[0]!.headers.etag!;
    const conditional = await askTimes(2, '/api/category/get', {
      headers: { 'if-none-match': etag },
    });
    expect(conditional.fromFront).toBe(0);
    expect(conditional.answers.map((a) => a.status)).toEqual([304, 304]);
  });
});

type Shop = Awaited<ReturnType<typeof listening>>;

/**
 * Asks the category list `limit + 10` times, in turn of `shops`: the first `limit` answered (more
 * than half of them by the front), every later one refused with 429.
 */
async function expectOneLimit(shops: Shop[], limit: number) {
  await inOneWindow(10_000);
  const statuses: number[] = [];
  let fromFront = 0;
  for (let i = 0; i < limit + 10; i++) {
    const shop = shops[i % shops.length]!;
    const before = shop.app.app.front.stats.served;
    statuses.push((await fetch(`${shop.base}/api/category/get`)).status);
    fromFront += shop.app.app.front.stats.served - before;
  }
  expect(fromFront).toBeGreaterThan(limit / 2);
  expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
  expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
}

describe('the front answers and the rate limit', () => {
  it('count against the same per-address limit: the full path refuses past it', async () => {
    const shop = await listening({ RATE_LIMIT_MAX: '40' });
    try {
      await expectOneLimit([shop], 40);
    } finally {
      await shop.app.close();
    }
  });

  it.runIf(withRedis())(
    'count against one limit between two processes on one Redis (REDIS_URL)',
    async () => {
      const env = { REDIS_URL: redisUrl(11), RATE_LIMIT_MAX: '30' };
      const flush = new Redis(env.REDIS_URL);
      await flush.flushdb();
      await flush.quit();
      const shops = [await listening(env), await listening(env)];
      try {
        await expectOneLimit(shops, 30);
      } finally {
        await Promise.all(shops.map((shop) => shop.app.close()));
      }
    },
  );
});

describe('the front answers with the read cache off (CATALOGUE_CACHE_MB=0)', () => {
  it('learn nothing: every request goes the full path untouched', async () => {
    const off = await listening({ CATALOGUE_CACHE_MB: '0' });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await fetch(`${off.base}/api/category/get`)).status).toBe(200);
        const res = await fetch(`${off.base}/api/product/get`, post('{"page":1,"limit":2}'));
        expect(res.status).toBe(200);
      }
      expect(off.app.app.front.stats).toEqual({ served: 0, remembered: 0, paths: 0 });
    } finally {
      await off.app.close();
    }
  });
});
