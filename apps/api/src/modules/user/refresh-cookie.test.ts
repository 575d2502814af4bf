import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { setRefreshCookie, takeRefreshCookie } from './refresh-cookie';

async function appFor(publicUrl: string) {
  const app = Fastify();
  await app.register(cookie);
  app.get('/give', async (_request, reply) => {
    setRefreshCookie(reply, 'sess.secret', { publicUrl } as Config);
    return 'ok';
  });
  app.post('/api/user/refresh-token', async (request, reply) => ({
    token: takeRefreshCookie(request, reply),
  }));
  return app;
}

describe('the session hand-over cookie', () => {
  it('is Secure on an https site, and not on plain http (local development)', async () => {
    for (const [url, secure] of [
      ['https://zina.ma', true],
      ['http://127.0.0.1:3000', false],
    ] as const) {
      const app = await appFor(url);
      const res = await app.inject({ method: 'GET', url: '/give' });
      await app.close();
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(
        /^zina_refresh=sess\.secret; Max-Age=120; Path=\/api\/user\/refresh-token; HttpOnly; /,
      );
      expect(header).toMatch(/SameSite=Strict/);
      expect(/; Secure/.test(header)).toBe(secure);
    }
  });

  it('is read and cleared by the refresh route; absent, nothing is cleared', async () => {
    const app = await appFor('https://zina.ma');
    const taken = await app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { cookie: 'zina_refresh=sess.secret' },
    });
    expect(taken.json()).toEqual({ token: 'sess.secret' });
    expect(String(taken.headers['set-cookie'])).toMatch(
      /^zina_refresh=; Max-Age=0; Path=\/api\/user\/refresh-token;/,
    );
    const none = await app.inject({ method: 'POST', url: '/api/user/refresh-token' });
    await app.close();
    expect(none.json()).toEqual({ token: null });
    expect(none.headers['set-cookie']).toBeUndefined();
  });
});
