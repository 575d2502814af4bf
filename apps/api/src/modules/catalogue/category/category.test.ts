import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, json, type TestApp } from '@test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const f = catalogueFixture(t.deps.db);
  for (const name of ['Lunettes', 'Écharpes', 'bijoux', 'Ceintures', 'Accessoires Homme', 'eau'])
    await f.category(name);
});
afterAll(() => t.close());

describe('GET /api/category/get', () => {
  it('lists every category in French alphabetical order, accents and case aside', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(res.statusCode).toBe(200);
    const body = json<{
      success: boolean;
      data: Array<{ _id: string; name: string; image: string }>;
    }>(res);
    expect(body.success).toBe(true);
    expect(body.data.map((c) => c.name)).toEqual([
      'Accessoires Homme',
      'bijoux',
      'Ceintures',
      'eau',
      'Écharpes',
      'Lunettes',
    ]);
    expect(body.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Accessoires Homme',
      // Stored as a path, answered absolute (ADR 0018).
      image: `${t.deps.config.publicUrl}/uploads/Accessoires%20Homme.webp`,
    });
  });

  it('lets browsers cache the list and answers 304 while it is unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await catalogueFixture(t.deps.db).category('Montres');
    // Written beside the API: tell the cache, as every admin write does.
    t.deps.catalogueCache.clear();
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Montres');
  });
});
