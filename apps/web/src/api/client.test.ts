// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { MSG } from '@zina/shared/messages';
import { ApiError, createApiClient } from './client';
import {
  callsTo,
  dropConnection,
  noAnswer,
  ok,
  on,
  onRaw,
  refuse,
  server,
  type Call,
} from '../test/fake-api';
import { memoryStorage } from '../test/memory-storage';

/** Any origin: the fake API answers the paths whatever the host (no DOM here to give one). */
const BASE = 'http://api.zina.test';

/** A server that rotates refresh tokens and refuses an already used one, like the real API. */
function sessionServer(opts: { refreshDelayMs?: number; refreshWorks?: boolean } = {}) {
  const hits = { protected: 0, refresh: 0, refreshAuth: [] as string[] };
  // The first access token the server accepts is access-2: the stored access-1 has expired.
  let access = 'access-2';
  let refresh = 'refresh-1';
  const guarded = ({ auth, path }: Call) => {
    hits.protected++;
    if (auth !== `Bearer ${access}`) return refuse(401, MSG.sessionExpired);
    return HttpResponse.json(ok(path, 'ok'));
  };
  server.use(
    on('POST /api/user/refresh-token', async ({ auth }) => {
      hits.refresh++;
      hits.refreshAuth.push(auth ?? '');
      await new Promise((r) => setTimeout(r, opts.refreshDelayMs ?? 0));
      if (opts.refreshWorks === false || auth !== `Bearer ${refresh}`) {
        return refuse(401, MSG.sessionExpired);
      }
      access = `access-${hits.refresh + 2}`;
      refresh = `refresh-${hits.refresh + 1}`;
      return ok({ accessToken: access, refreshToken: refresh }, 'Session renouvelée');
    }),
    onRaw('GET /api/protected*', guarded),
    onRaw('POST /api/protected*', guarded),
  );
  return hits;
}

/** The answer of the test routes below: their path (or a number) as `data`. */
const TextAnswer = apiResponse(z.string());
const NumberAnswer = apiResponse(z.number());

const clientFor = (storage: ReturnType<typeof memoryStorage>, extra = {}) =>
  createApiClient({ baseUrl: BASE, storage: () => storage, ...extra });

describe('api client token refresh (SPEC.md §8)', () => {
  it('refreshes once on a 401, stores both rotated tokens and repeats the request once', async () => {
    const hits = sessionServer();
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    const body = await clientFor(storage).get(TextAnswer, '/api/protected');

    expect(body.data).toBe('/api/protected');
    expect(hits).toMatchObject({ protected: 2, refresh: 1, refreshAuth: ['Bearer refresh-1'] });
    expect(storage.snapshot()).toEqual({ accesstoken: 'access-3', refreshToken: 'refresh-2' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    const hits = sessionServer({ refreshDelayMs: 50 });
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    const client = clientFor(storage);
    const bodies = await Promise.all(
      ['/api/protected/a', '/api/protected/b', '/api/protected/c'].map((p) =>
        client.get(TextAnswer, p),
      ),
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
    const hits = sessionServer({ refreshWorks: false });
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    let ended = 0;
    const client = clientFor(storage, { onSessionEnded: () => ended++ });

    const error = await client.get(TextAnswer, '/api/protected').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: MSG.sessionExpired });
    expect(storage.snapshot()).toEqual({});
    expect(ended).toBe(1);
    expect(hits).toMatchObject({ protected: 1, refresh: 1 });
  });

  it('removes the tokens without calling the server when there is no refresh token', async () => {
    const hits = sessionServer();
    const storage = memoryStorage({ accesstoken: 'access-1' });
    await expect(clientFor(storage).get(TextAnswer, '/api/protected')).rejects.toMatchObject({
      status: 401,
    });
    expect(storage.snapshot()).toEqual({});
    expect(hits).toMatchObject({ protected: 1, refresh: 0 });
  });

  it('retries a request at most once', async () => {
    let refreshes = 0;
    server.use(
      on('POST /api/user/refresh-token', () => {
        refreshes++;
        return ok({ accessToken: `a${refreshes}`, refreshToken: `r${refreshes}` });
      }),
      onRaw('GET /api/anything', () => refuse(401, 'Non autorisé')),
    );
    const storage = memoryStorage({ accesstoken: 'a0', refreshToken: 'r0' });
    await expect(clientFor(storage).get(TextAnswer, '/api/anything')).rejects.toMatchObject({
      status: 401,
    });
    expect({ calls: callsTo('GET /api/anything').length, refreshes }).toEqual({
      calls: 2,
      refreshes: 1,
    });
  });

  it('does not refresh for calls marked noRefresh (wrong credentials at sign-in)', async () => {
    const hits = sessionServer();
    const storage = memoryStorage({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
    await expect(
      clientFor(storage).post(TextAnswer, '/api/protected', { a: 1 }, { noRefresh: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(hits).toMatchObject({ protected: 1, refresh: 0 });
    expect(storage.snapshot()).toEqual({ accesstoken: 'access-1', refreshToken: 'refresh-1' });
  });
});

describe('api client requests', () => {
  it('sends the bearer token, a JSON body and only the non-empty query values', async () => {
    server.use(onRaw('POST /api/x', () => HttpResponse.json(ok(1, 'ok'))));
    const storage = memoryStorage({ accesstoken: 'tok' });
    await clientFor(storage).post(
      NumberAnswer,
      '/api/x',
      { name: 'Sac' },
      { query: { status: 'pending', page: 2, payment_status: '', limit: undefined } },
    );
    expect(callsTo('POST /api/x')).toEqual([
      expect.objectContaining({
        query: { status: 'pending', page: '2' },
        auth: 'Bearer tok',
        type: 'application/json',
        text: '{"name":"Sac"}',
      }),
    ]);
  });

  it('treats a body carrying the error flag as a failure', async () => {
    // A 200 whose body says error (the flag, not the status).
    server.use(
      onRaw('GET /api/x', () =>
        HttpResponse.json({ success: false, error: true, message: 'Stock insuffisant' }),
      ),
    );
    await expect(clientFor(memoryStorage()).get(TextAnswer, '/api/x')).rejects.toMatchObject({
      kind: 'http',
      serverMessage: 'Stock insuffisant',
    });
  });

  it('gives up after the time-out with a timeout error', async () => {
    server.use(onRaw('GET /api/slow', noAnswer));
    const client = clientFor(memoryStorage(), { timeoutMs: 100 });
    await expect(client.get(TextAnswer, '/api/slow')).rejects.toMatchObject({
      kind: 'timeout',
      message: MSG.timeout,
    });
  });

  it('reports a network error when the connection fails', async () => {
    server.use(onRaw('GET /api/x', () => dropConnection()));
    const client = clientFor(memoryStorage());
    await expect(client.get(TextAnswer, '/api/x')).rejects.toMatchObject({
      kind: 'network',
      message: MSG.network,
    });
  });
});
