// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@zina/shared/messages';
import { createApiClient } from './client';
import { errorMessage } from './errors';
import { memoryStorage, sendJson, startTestServer } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // /status/<code> answers that status; ?m=<text> puts a message in the body.
  server = await startTestServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const status = Number(url.pathname.split('/').pop());
    const message = url.searchParams.get('m');
    if (url.searchParams.has('html')) {
      res.writeHead(status, { 'content-type': 'text/html' });
      return res.end('<h1>Bad gateway</h1>');
    }
    sendJson(res, status, { success: false, error: true, ...(message ? { message } : {}) });
  });
});
afterAll(() => server.close());

const failure = (path: string) =>
  createApiClient({ baseUrl: server.url, storage: () => memoryStorage() })
    .get(path, { noRefresh: true })
    .then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e,
    );

describe('shared error handler texts (SPEC.md §8)', () => {
  it.each([
    [401, MSG.badCredentials],
    [403, MSG.forbidden],
    [400, MSG.invalid],
    [500, MSG.server],
  ])('maps a %i without a server message to its catalogue text', async (status, text) => {
    expect(errorMessage(await failure(`/status/${status}`))).toBe(text);
  });

  it.each([401, 403, 400, 500, 404, 409, 429])(
    'prefers the server message for a %i',
    async (status) => {
      const m = `Message du serveur ${status}`;
      expect(errorMessage(await failure(`/status/${status}?m=${encodeURIComponent(m)}`))).toBe(m);
    },
  );

  it('falls back to the generic text for another status without a message', async () => {
    expect(errorMessage(await failure('/status/502?html=1'))).toBe(MSG.generic);
  });

  it('names network failures and time-outs', async () => {
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      storage: () => memoryStorage(),
    });
    expect(errorMessage(await offline.get('/x').catch((e: unknown) => e))).toBe(MSG.network);

    const slow = await startTestServer(() => undefined);
    const client = createApiClient({
      baseUrl: slow.url,
      timeoutMs: 50,
      storage: () => memoryStorage(),
    });
    expect(errorMessage(await client.get('/x').catch((e: unknown) => e))).toBe(MSG.timeout);
    await slow.close();
  });

  it("uses the error's own message, else the generic text", () => {
    expect(errorMessage(new Error('Quantité invalide'))).toBe('Quantité invalide');
    expect(errorMessage('boom')).toBe(MSG.generic);
    expect(errorMessage(new Error(''))).toBe(MSG.generic);
  });
});
