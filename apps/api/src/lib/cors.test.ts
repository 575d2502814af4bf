import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { CUSTOMER, loginAs, setupTestApp } from '@test/test-app';

const FRONT = 'https://front.example.ma';
const OTHER_FRONT = 'http://localhost:5173';
const t = setupTestApp({ env: { WEB_ORIGIN: `${FRONT}, ${OTHER_FRONT}` } });

const preflight = (url: string, method: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS for the front ends on WEB_ORIGIN', () => {
  it.each([
    ['/api/cart/update-qty', 'PUT'],
    ['/api/cart/delete-cart-item', 'DELETE'],
    ['/api/address/disable', 'PATCH'],
    ['/api/product/get', 'POST'],
  ])('lets every listed origin send %s with %s, a bearer token and JSON', async (url, method) => {
    for (const origin of [FRONT, OTHER_FRONT]) {
      const res = await preflight(url, method, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toMatch(
        /^authorization, ?content-type$/,
      );
    }
  });

  it('grants nothing to another origin', async () => {
    const res = await preflight('/api/cart/update-qty', 'PUT', 'https://evil.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('marks the real answer for the front end, not for others', async () => {
    const { auth } = await loginAs(t.app, CUSTOMER.email, CUSTOMER.password);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get',
      headers: { ...auth, origin: FRONT },
    });
    expect(mine.headers['access-control-allow-origin']).toBe(FRONT);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get',
      headers: { ...auth, origin: 'https://evil.example.com' },
    });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('WEB_ORIGIN', () => {
  const load = (WEB_ORIGIN: string) => loadConfig({ WEB_ORIGIN, DATA_DIR: t.dataDir });

  it('takes a comma-separated list of origins, the shop itself by default', () => {
    const c = load(' https://a.example.ma/ ,http://localhost:5173');
    expect(c.webOrigins).toEqual(['https://a.example.ma', 'http://localhost:5173']);
    expect(c.webOrigin).toBe('https://a.example.ma');
    expect(load('').webOrigins).toEqual([c.publicUrl]);
  });

  it.each(['pas-une-url', 'https://a.example.ma/boutique', 'ftp://a.example.ma', ','])(
    'stops the start on %j with a French message',
    (value) => {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(/WEB_ORIGIN[.\d]*: .*origine/);
    },
  );
});
