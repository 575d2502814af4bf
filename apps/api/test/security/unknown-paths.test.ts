import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@zina/shared/page-paths';
import { withWebDist } from '../fixtures/web-app';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let web: FastifyInstance;
let closeWeb: (() => Promise<void>) | undefined;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ({ web, close: closeWeb } = await withWebDist(t));
});
afterAll(async () => {
  await closeWeb?.();
  await t?.close();
});

const get = (url: string) => web.inject({ method: 'GET', url });

describe('addresses that are no page of the shop', () => {
  it('answer 404 with the shop’s not-found page, not the shop page with 200', async () => {
    for (const path of ['/.env', '/wp-login.php', '/.git/config', '/nowhere-1234', '/a/b/c']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.body, path).toContain('<title>Page non trouvée | Zina</title>');
      expect(res.body, path).toContain('<div id="root">');
    }
  });

  it('leave every real page at 200, with or without a trailing slash or a query', async () => {
    for (const path of PAGE_PATHS) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
    expect((await get('/login/')).statusCode).toBe(200);
    expect((await get('/search?q=sac')).statusCode).toBe(200);
  });
});
