import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, json, type TestApp } from '@test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const f = catalogueFixture(t.deps.db);
  await f.banner({ title: 'Soldes', order: 2 });
  await f.banner({ title: 'Cachée', order: 0, isActive: false });
  await f.banner({ title: 'Nouveautés', order: 1 });
  await f.banner({ title: 'Montres', order: 2 });
  await f.banner({ title: 'Bienvenue', order: 0 });
});
afterAll(() => t.close());

describe('GET /api/banner/active', () => {
  it('lists active banners by order, then oldest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banner/active' });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: Array<Record<string, unknown>> }>(res);
    expect(data.map((b) => b.title)).toEqual(['Bienvenue', 'Nouveautés', 'Soldes', 'Montres']);
    expect(data[0]).toMatchObject({
      imageDesktop: `${t.deps.config.publicUrl}/uploads/banner-desktop.webp`,
      imageMobile: `${t.deps.config.publicUrl}/uploads/banner-mobile.webp`,
      isActive: true,
      order: 0,
      secondaryButtonLink: '',
    });
    expect(new Date(data[0]!.createdAt as string).toISOString()).toBe(data[0]!.createdAt);
  });

  it('carries Cache-Control and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/banner/active' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/banner/active',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/banner/active',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });
});
