import { describe, expect, it } from 'vitest';
import { createReadCache, type CacheMessage } from './read-cache';

const cache = (publish?: (m: CacheMessage) => void, maxBytes = 1 << 20) =>
  createReadCache({ maxBytes, ttlMs: 60_000, publish });

describe('read cache', () => {
  it('loads a key once, even when asked for it many times at once', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { body: '{"a":1}', value: () => null, productIds: [] };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.get('k', load)));
    await c.get('k', load);
    expect(loads).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(answers[0]!.etag).toMatch(/^"[\w-]+"$/);
  });

  it('drops only the answers that show a changed product, and tells the others', async () => {
    const told: CacheMessage[] = [];
    const c = cache((m) => told.push(m));
    await c.get('page-1', async () => ({ body: '1', value: () => null, productIds: ['p1', 'p2'] }));
    await c.get('page-2', async () => ({ body: '2', value: () => null, productIds: ['p3'] }));
    c.dropProducts(['p2']);
    expect(told).toEqual([{ kind: 'products', ids: ['p2'] }]);
    const reloaded = await c.get('page-1', async () => ({
      body: '1 bis',
      value: () => null,
      productIds: ['p1'],
    }));
    const kept = await c.get('page-2', async () => ({
      body: '2 bis',
      value: () => null,
      productIds: ['p3'],
    }));
    expect([reloaded.body, kept.body]).toEqual(['1 bis', '2']);
  });

  it("does not keep a load that began before an invalidation, nor echo another process's message", async () => {
    const told: CacheMessage[] = [];
    const c = cache((m) => told.push(m));
    let release!: () => void;
    const slow = c.get('k', async () => {
      await new Promise<void>((r) => (release = r));
      return { body: 'old', value: () => null, productIds: [] };
    });
    await Promise.resolve();
    c.apply({ kind: 'clear' });
    release();
    expect((await slow).body).toBe('old');
    expect(
      (await c.get('k', async () => ({ body: 'new', value: () => null, productIds: [] }))).body,
    ).toBe('new');
    expect(told).toEqual([]);
  });

  it('loads again once an answer has expired on the given clock, with no write at all', async () => {
    let now = 1_000;
    const c = createReadCache({ maxBytes: 1 << 20, ttlMs: 60_000, now: () => now });
    let loads = 0;
    const load = async () => ({
      body: `${++loads}`,
      value: () => null,
      productIds: [],
      expiresAt: 5_000,
    });
    await c.get('queue', load);
    now = 4_999;
    expect((await c.get('queue', load)).body).toBe('1');
    now = 5_000;
    expect((await c.get('queue', load)).body).toBe('2');
  });

  it('stays within its size, the oldest answers going first', async () => {
    const c = cache(undefined, 10_000);
    for (let i = 0; i < 50; i++) {
      await c.get(`k${i}`, async () => ({
        body: 'x'.repeat(1000),
        value: () => null,
        productIds: [`p${i}`],
      }));
    }
    expect(c.size).toBeLessThanOrEqual(5);
    expect(
      (await c.get('k49', async () => ({ body: 'reloaded', value: () => null, productIds: [] })))
        .body,
    ).toBe('x'.repeat(1000));
  });
});

describe("an answer's object", () => {
  it('is made when a reader first asks for it, once, kept or not', async () => {
    for (const c of [cache(), cache(undefined, 0)]) {
      let made = 0;
      const load = async () => ({
        body: '{"a":1}',
        value: () => ({ a: ++made }),
        productIds: [],
      });
      const answer = await c.get('k', load);
      expect(made).toBe(0);
      expect(answer.value).toEqual({ a: 1 });
      expect(answer.value).toBe(answer.value);
      expect(made).toBe(1);
    }
  });
});

describe("an answer's rewrite (the uploads' absolute URLs, ADR 0018)", () => {
  it('is applied once per load, kept or not, and the object is the rewritten text', async () => {
    for (const maxBytes of [1 << 20, 0]) {
      let rewrites = 0;
      const c = createReadCache({
        maxBytes,
        ttlMs: 60_000,
        rewrite: (body) => {
          rewrites++;
          return body.replaceAll('"/up/', '"https://cdn/up/');
        },
      });
      const load = async () => ({
        body: '{"image":"/up/a.webp","n":1}',
        value: () => ({ image: '/up/a.webp', n: 1 }),
        productIds: [],
      });
      const answer = await c.get('k', load);
      await c.get('k', load);
      expect(answer.body).toBe('{"image":"https://cdn/up/a.webp","n":1}');
      expect(answer.bytes.toString()).toBe(answer.body);
      expect(answer.value).toEqual({ image: 'https://cdn/up/a.webp', n: 1 });
      expect(Object.isFrozen(answer.value)).toBe(true);
      expect(rewrites).toBe(maxBytes ? 1 : 2);
    }
  });

  it('leaves the loaded object as it is when the text did not change', async () => {
    const object = Object.freeze({ n: 1 });
    const c = createReadCache({ maxBytes: 1 << 20, ttlMs: 60_000, rewrite: (body) => body });
    const answer = await c.get('k', async () => ({
      body: '{"n":1}',
      value: () => object,
      productIds: [],
    }));
    expect(answer.value).toBe(object);
  });
});

describe('read cache turned off (CATALOGUE_CACHE_MB=0)', () => {
  it('loads every time', async () => {
    const c = cache(undefined, 0);
    let loads = 0;
    const load = async () => ({ body: `${++loads}`, value: () => null, productIds: [] });
    await c.get('k', load);
    expect((await c.get('k', load)).body).toBe('2');
  });
});
