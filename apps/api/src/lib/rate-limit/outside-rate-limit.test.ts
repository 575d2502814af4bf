import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/test-app';

const LIMIT = 5;
let t: TestApp;
let web: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: String(LIMIT) } });
  distDir = mkdtempSync(join(tmpdir(), 'zina-web-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Zina</title>');
  writeFileSync(join(distDir, 'favicon.ico'), 'ico');
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'admin-page-Bx12.js'), 'export default 1;');
  writeFileSync(join(distDir, 'assets', 'index-Cd34.css'), 'body{}');
  mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(t.dataDir, 'uploads', 'sac.webp'), 'webp');
  web = await buildApp({ deps: t.deps, webDist: distDir });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const STATIC_FILES = [
  '/assets/admin-page-Bx12.js',
  '/assets/index-Cd34.css',
  '/favicon.ico',
  '/robots.txt',
  '/uploads/sac.webp',
];

describe('per-address request limit', () => {
  it('leaves static files out: many times the limit of them, then the API still has its own', async () => {
    for (let round = 0; round < 3 * LIMIT; round++) {
      for (const url of STATIC_FILES) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, `${url} (round ${round})`).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
    const api = [];
    for (let i = 0; i <= LIMIT; i++) {
      api.push((await web.inject({ method: 'GET', url: '/api/category/get' })).statusCode);
    }
    // The API is counted as before: LIMIT answers, then 429.
    expect(api).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});
