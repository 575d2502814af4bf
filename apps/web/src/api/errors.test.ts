// @vitest-environment node
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@zina/shared/messages';
import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { createApiClient } from './client';
import { errorMessage } from './errors';
import { dropConnection, noAnswer, onRaw, server } from '../test/fake-api';
import { memoryStorage } from '../test/memory-storage';

beforeEach(() => {
  // /status/<code> answers that status; ?m=<text> puts a message in the body; ?html=1 answers a
  // proxy's HTML page. Off the contract on purpose: the client must cope with any body.
  server.use(
    onRaw('GET /status/:code', ({ query }, { code }) => {
      const status = Number(code);
      if (query.html) return HttpResponse.html('<h1>Bad gateway</h1>', { status });
      const message = query.m ? { message: query.m } : {};
      return HttpResponse.json({ success: false, error: true, ...message }, { status });
    }),
  );
});

const client = (opts: { timeoutMs?: number } = {}) =>
  createApiClient({ baseUrl: 'http://api.zina.test', storage: () => memoryStorage(), ...opts });

const failure = (path: string) =>
  client()
    .get(MessageResponseSchema, path, { noRefresh: true })
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
    server.use(
      onRaw('GET /offline', () => dropConnection()),
      onRaw('GET /slow', noAnswer),
    );
    expect(
      errorMessage(
        await client()
          .get(MessageResponseSchema, '/offline')
          .catch((e: unknown) => e),
      ),
    ).toBe(MSG.network);
    const slow = client({ timeoutMs: 50 });
    expect(
      errorMessage(await slow.get(MessageResponseSchema, '/slow').catch((e: unknown) => e)),
    ).toBe(MSG.timeout);
  });

  it("uses the error's own message, else the generic text", () => {
    expect(errorMessage(new Error('Quantité invalide'))).toBe('Quantité invalide');
    expect(errorMessage('boom')).toBe(MSG.generic);
    expect(errorMessage(new Error(''))).toBe(MSG.generic);
  });
});
