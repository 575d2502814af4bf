import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@zina/shared/page-paths';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../test-app';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Zina</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let web: FastifyInstance;
let distDir: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  distDir = mkdtempSync(join(tmpdir(), 'zina-web-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  web = await buildApp({ deps: t.deps, webDist: distDir });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
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
