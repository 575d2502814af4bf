import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../test-app';

/*
 * The SPA is only served when a web build exists: here it is served from a folder holding the
 * web app's own index.html template, so that its HTML answers carry the same headers as in
 * production and an inline script added to the template would be caught.
 */
const WEB_TEMPLATE = fileURLToPath(new URL('../../../web/index.html', import.meta.url));

let t: TestApp;
let https: TestApp;
let web: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ env: { PUBLIC_URL: 'https://zina.ma' } });
  webDist = mkdtempSync(join(tmpdir(), 'zina-web-'));
  copyFileSync(WEB_TEMPLATE, join(webDist, 'index.html'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js'), 'export const built = true;\n');
  web = await buildApp({ deps: t.deps, webDist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  await https?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

/** Answers of every kind: health, API data, API refusals, SPA pages, the API's docs page. */
const probes: Array<{
  what: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  /** A document a browser renders, or data (JSON) that nothing may run, load or frame. */
  kind: 'page' | 'data';
}> = [
  { what: 'health', method: 'GET', url: '/healthz', kind: 'page' },
  { what: 'public API', method: 'GET', url: '/api/category/get', kind: 'data' },
  { what: 'API 401', method: 'GET', url: '/api/user/user-details', kind: 'data' },
  { what: 'API 404', method: 'GET', url: '/api/nothing/here', kind: 'data' },
  { what: 'API 400', method: 'POST', url: '/api/user/login', payload: '{', kind: 'data' },
  { what: 'API docs page', method: 'GET', url: '/api/docs', kind: 'page' },
  { what: 'SPA home', method: 'GET', url: '/', kind: 'page' },
  // A built script is no document: a data answer's headers, without the page's (issue 50).
  { what: 'built script', method: 'GET', url: '/assets/index-Ab12Cd34.js', kind: 'data' },
  {
    what: 'SPA deep link',
    method: 'GET',
    url: '/product/sac-a-main-0123456789abcdef01234567',
    kind: 'page',
  },
];

const call = (app: FastifyInstance, p: (typeof probes)[number]) =>
  app.inject({
    method: p.method,
    url: p.url,
    payload: p.payload,
    headers: p.payload ? { 'content-type': 'application/json' } : {},
  });

function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const STRICT_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function expectStrictHeaders(res: LightMyRequestResponse, what: string, kind: 'page' | 'data') {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
  if (kind === 'data') {
    expect(res.headers['content-security-policy'], what).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
    return;
  }
  const policy = csp(res);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${what}: script-src ${loose}`).not.toContain(loose);
  }
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(STRICT_REFERRER, `${what}: referrer`).toContain(res.headers['referrer-policy']);
}

describe('security headers', () => {
  it('are strict on API answers, refusals, /healthz and SPA pages, without HSTS over http', async () => {
    for (const p of probes) {
      const res = await call(web, p);
      expect(res.statusCode, `${p.what}: ${res.body.slice(0, 80)}`).toBeLessThan(500);
      expectStrictHeaders(res, p.what, p.kind);
      expect(res.headers['strict-transport-security'], p.what).toBeUndefined();
    }
    const page = await call(
      web,
      probes.find((p) => p.what === 'SPA home')!,
    );
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('send HSTS for a year with subdomains when the public address is https', async () => {
    for (const p of probes.filter((p) => !p.what.startsWith('SPA'))) {
      const res = await call(https.app, p);
      expectStrictHeaders(res, p.what, p.kind);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), p.what).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, p.what).toContain('includeSubDomains');
    }
  });

  it('allows no inline script in the SPA template, which the policy would block', () => {
    const html = readFileSync(WEB_TEMPLATE, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      if (/type="application\/ld\+json"/.test(attributes!)) continue;
      expect(attributes, 'a script of the template').toMatch(/\bsrc="\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('grants no cross-origin access to another site', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/user-details',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
