// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@zina/shared/messages';
import { ApiError, createApiClient } from './client';
import { memoryStorage, sendJson, startTestServer } from './test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(() => {
  server = undefined;
});

/** A server that rotates refresh tokens and refuses an already used one, like the real API. */
async function sessionServer(opts: { refreshDelayMs?: number; refreshWorks?: boolean } = {}) {
  const hits = { protected: 0, refresh: 0, refreshAuth: [] as string[] };
  let access = 'access-2';
  let refresh = 'refresh-1';
  server = await startTestServer(async (req, res) => {
    if (req.url === '/api/user/refresh-token' && req.method === 'POST') {
      hits.refresh++;
      hits.refreshAuth.push(req.headers.authorization ?? '');
      await new Promise((r) => setTimeout(r, opts.refreshDelayMs ?? 0));
      if (opts.refreshWorks === false || req.headers.authorization !== `Bearer ${refresh}`) {
        return sendJson(res, 401, { success: false, error: true, message: MSG.sessionExpired });
      }
      access = `access-${hits.refresh + 2}`;
      refresh = `refresh-${hits.refresh + 1}`;
      return sendJson(res, 200, {
        success: true,
        error: false,
        message: 'Session renouvelée',
        data: { accessToken: access, refreshToken: refresh },
      });
    }
    if (req.url?.startsWith('/api/protected')) {
      hits.protected++;
      if (req.headers.authorization !== `Bearer ${access}`) {
        return sendJson(res, 401, { success: false, error: true, message: MSG.sessionExpired });
      }
      return sendJson(res, 200, { success: true, error: false, message: 'ok', data: req.url });
    }
    sendJson(res, 404, { success: false, error: true, message: 'Ressource introuvable' });
  });
  // The first access token the server accepts is access-2: the stored access-1 has expired.
  access = 'access-2';
  return hits;
}

const clientFor = (storage: ReturnType<typeof memoryStorage>, extra = {}) =>
  createApiClient({ baseUrl: server!.url, storage: () => storage, ...extra });

describe('api client token refresh (SPEC.md §8)', () => {
  it('refreshes once on a 401, stores both rotated tokens and repeats the request once', async () => {
    const hits = await sessionServer();
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    const body = await clientFor(storage).get<string>('/api/protected');

    expect(body.data).toBe('/api/protected');
    expect(hits).toMatchObject({ protected: 2, refresh: 1, refreshAuth: ['Bearer refresh-1'] });
    expect(storage.snapshot()).toEqual({ accesstoken: 'access-3', refreshToken: 'refresh-2' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    const hits = await sessionServer({ refreshDelayMs: 50 });
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    const client = clientFor(storage);
    const bodies = await Promise.all(
      ['/api/protected/a', '/api/protected/b', '/api/protected/c'].map((p) => client.get(p)),
    );

    expect(bodies.map((b) => b.data)).toEqual([
      '/api/protected/a',
      '/api/protected/b',
      '/api/protected/c',
    ]);
    expect(hits.refresh).toBe(1);
    expect(hits.protected).toBe(6);
  });

  it('removes both tokens and passes the 401 on when the refresh fails', async () => {
    const hits = await sessionServer({ refreshWorks: false });
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    let ended = 0;
    const client = clientFor(storage, { onSessionEnded: () => ended++ });

    const error = await client.get('/api/protected').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: MSG.sessionExpired });
    expect(storage.snapshot()).toEqual({});
    expect(ended).toBe(1);
    expect(hits).toMatchObject({ protected: 1, refresh: 1 });
  });

  it('removes the tokens without calling the server when there is no refresh token', async () => {
    const hits = await sessionServer();
    const storage = memoryStorage({ accesstoken: 'access-1' });
    await expect(clientFor(storage).get('/api/protected')).rejects.toMatchObject({ status: 401 });
    expect(storage.snapshot()).toEqual({});
    expect(hits).toMatchObject({ protected: 1, refresh: 0 });
  });

  it('retries a request at most once', async () => {
    let refreshes = 0;
    let calls = 0;
    server = await startTestServer((req, res) => {
      if (req.url === '/api/user/refresh-token') {
        refreshes++;
        return sendJson(res, 200, {
          success: true,
          error: false,
          message: '',
          data: { accessToken: `a${refreshes}`, refreshToken: `r${refreshes}` },
        });
      }
      calls++;
      sendJson(res, 401, { success: false, error: true, message: 'Non autorisé' });
    });
    const storage = memoryStorage({ accesstoken: 'a0', refreshToken: 'r0' });
    await expect(clientFor(storage).get('/api/anything')).rejects.toMatchObject({ status: 401 });
    expect({ calls, refreshes }).toEqual({ calls: 2, refreshes: 1 });
  });

  it('does not refresh for calls marked noRefresh (wrong credentials at sign-in)', async () => {
    const hits = await sessionServer();
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    await expect(
      clientFor(storage).post('/api/protected', { a: 1 }, { noRefresh: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(hits).toMatchObject({ protected: 1, refresh: 0 });
    expect(storage.snapshot()).toEqual({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
  });
});

describe('api client requests', () => {
  it('sends the bearer token, a JSON body and only the non-empty query values', async () => {
    let seen: Record<string, unknown> = {};
    server = await startTestServer((req, res) => {
      seen = {
        url: req.url,
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        body: req.body,
      };
      sendJson(res, 200, { success: true, error: false, message: 'ok', data: 1 });
    });
    const storage = memoryStorage({ accesstoken: 'tok' });
    await clientFor(storage).request('/api/x', {
      method: 'POST',
      body: { name: 'Sac' },
      query: { status: 'pending', page: 2, payment_status: '', limit: undefined },
    });
    expect(seen).toEqual({
      url: '/api/x?status=pending&page=2',
      auth: 'Bearer tok',
      type: 'application/json',
      body: '{"name":"Sac"}',
    });
  });

  it('treats a body carrying the error flag as a failure', async () => {
    server = await startTestServer((_req, res) =>
      sendJson(res, 200, { success: false, error: true, message: 'Stock insuffisant' }),
    );
    await expect(clientFor(memoryStorage()).get('/api/x')).rejects.toMatchObject({
      kind: 'http',
      serverMessage: 'Stock insuffisant',
    });
  });

  it('gives up after the time-out with a timeout error', async () => {
    server = await startTestServer(() => {
      /* never answers */
    });
    const client = clientFor(memoryStorage(), { timeoutMs: 100 });
    await expect(client.get('/api/slow')).rejects.toMatchObject({
      kind: 'timeout',
      message: MSG.timeout,
    });
  });

  it('reports a network error when nothing listens', async () => {
    server = await startTestServer(() => undefined);
    const url = server.url;
    await server.close();
    server = undefined;
    const client = createApiClient({ baseUrl: url, storage: () => memoryStorage() });
    await expect(client.get('/api/x')).rejects.toMatchObject({
      kind: 'network',
      message: MSG.network,
    });
  });
});
