import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl } from '../../src/lib/logging';
import { createTestApp, type TestApp } from '../test-app';
import { capturedLog } from './log-capture';

const CODE = '493817';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-access.sig';
const REFRESH = 'sess01.secret-refresh-value';
const STATE = 'state-Zr8q1Kx0';
const OAUTH_CODE = 'oauth-code-4Yt9wq';
const EMAIL = 'journal@exemple.ma';

let t: TestApp;
const log = capturedLog();

beforeAll(async () => {
  t = await createTestApp({ logger: log.logger, seed: false });
});
afterAll(() => t?.close());

describe('auth URLs, headers and bodies in the request log', () => {
  it('keeps no query string of an auth or account path, no credential header and no body', async () => {
    const urls = [
      `/auth/google/callback?code=${OAUTH_CODE}&state=${STATE}`,
      `/auth-success?token=${TOKEN}&refreshToken=${REFRESH}`,
      `/api/user/reset-password?email=${EMAIL}&code=${CODE}`,
      `/api/user/verify-forgot-password-otp?otp=${CODE}`,
      `/reset-password?email=${EMAIL}&code=${CODE}`,
      `/verification-otp?code=${CODE}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/refresh-token?refreshToken=${REFRESH}`,
      headers: { authorization: `Bearer ${REFRESH}`, cookie: `zina_refresh=${REFRESH}` },
      payload: { refreshToken: REFRESH },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/verify-forgot-password-otp',
      payload: { email: EMAIL, otp: CODE },
    });

    expect(log.lines.join('')).toContain('/auth/google/callback?[masqué]');
    expect(log.lines.join('')).toContain('/api/user/reset-password?[masqué]');
    expect(log.leaked([CODE, TOKEN, REFRESH, STATE, OAUTH_CODE, EMAIL])).toEqual([]);
  });

  it('masks a credential a handler logs by hand', () => {
    log.lines.length = 0;
    t.app.log.info(
      {
        headers: { authorization: `Bearer ${TOKEN}`, cookie: `zina_refresh=${REFRESH}` },
        body: { otp: CODE },
        data: { refreshToken: REFRESH, accessToken: TOKEN, otp: CODE },
      },
      'by hand',
    );
    expect(log.lines.join('')).toContain('by hand');
    expect(log.leaked([CODE, TOKEN, REFRESH])).toEqual([]);
  });

  it('writes one access line per request, once answered: what was asked, the status, the time', async () => {
    log.lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/category/get?page=1' });
    const lines = log.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'requête traitée',
      req: { method: 'GET', url: '/api/category/get?page=1' },
      res: { statusCode: 200 },
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    expect(lines[0]!.reqId).toEqual(expect.any(String));
  });

  it('keeps the query string of a catalogue read', () => {
    expect(loggableUrl('/api/product/search?q=sac')).toBe('/api/product/search?q=sac');
    expect(loggableUrl('/auth/google')).toBe('/auth/google');
  });
});
