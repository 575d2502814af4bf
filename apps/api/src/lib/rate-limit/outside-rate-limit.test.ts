import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withWebDist } from '@test/fixtures/web-app';
import { createTestApp, type TestApp } from '@test/test-app';
import { inOneWindow } from '@test/kits/counters-test-kit';

const LIMIT = 5;
let t: TestApp;
let web: FastifyInstance;
let closeWeb: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: String(LIMIT) } });
  mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(t.dataDir, 'uploads', 'sac.webp'), 'webp');
  ({ web, close: closeWeb } = await withWebDist(
    t,
    {
      'favicon.ico': 'ico',
      'robots.txt': 'User-agent: *',
      'assets/admin-page-Bx12.js': 'export default 1;',
      'assets/index-Cd34.css': 'body{}',
    },
    '<!doctype html><title>Zina</title>',
  ));
});
afterAll(async () => {
  await closeWeb?.();
  await t?.close();
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
    await inOneWindow(5_000);
    for (let round = 0; round < 3 * LIMIT; round++) {
      for (const url of STATIC_FILES) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, `${url} (round ${round})`).toBe(200);
      }
    }
    const api = [];
    for (let i = 0; i <= LIMIT; i++)
      api.push(await web.inject({ method: 'GET', url: '/api/category/get' }));
    // The API is counted as before: LIMIT answers, then 429.
    expect(api.map((res) => res.statusCode)).toEqual([...Array(LIMIT).fill(200), 429]);
    // The limit's headers come with the refusal only.
    expect(api[0]!.headers['x-ratelimit-limit']).toBeUndefined();
    expect(api[LIMIT]!.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(Number(api[LIMIT]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
