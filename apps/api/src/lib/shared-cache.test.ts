import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createSharedCache, GATHER_MS } from './shared-cache';

/** The channel's side of a database: what the cache tells the other processes. */
function listeningDatabase() {
  const sent: Array<{ channel: string; message: unknown }> = [];
  const database = {
    channel: {
      notify: async (channel: string, payload: string) => {
        sent.push({ channel, message: (JSON.parse(payload) as { message: unknown }).message });
      },
      listen: async () => async () => {},
    },
  } as unknown as Database;
  return { database, sent };
}

const settled = () => new Promise((r) => setTimeout(r, GATHER_MS + 30));

afterEach(() => {
  vi.useRealTimers();
});

describe('shared cache', () => {
  it('tells the other processes once for the invalidations of a few milliseconds', async () => {
    const { database, sent } = listeningDatabase();
    const cache = createSharedCache(database, 'zina_test', { maxBytes: 1 << 20, ttlMs: 60_000 });
    cache.dropProducts(['p1', 'p2']);
    cache.dropProducts(['p2', 'p3']);
    await settled();
    expect(sent).toEqual([
      { channel: 'zina_test', message: { kind: 'products', ids: ['p1', 'p2', 'p3'] } },
    ]);

    cache.dropProducts(['p4']);
    cache.clear();
    cache.dropProducts(['p5']);
    await settled();
    expect(sent.slice(1)).toEqual([{ channel: 'zina_test', message: { kind: 'clear' } }]);
  });

  it('tells at once after a quiet spell, then at most once every GATHER_MS', async () => {
    vi.useFakeTimers();
    const { database, sent } = listeningDatabase();
    const cache = createSharedCache(database, 'zina_test', { maxBytes: 1 << 20, ttlMs: 60_000 });
    cache.dropProducts(['p1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.message)).toEqual([{ kind: 'products', ids: ['p1'] }]);

    // A checkout every 3 ms, as under load: one message for each GATHER_MS, none lost.
    for (let i = 2; i <= 41; i++) {
      cache.dropProducts([`p${i}`]);
      await vi.advanceTimersByTimeAsync(3);
    }
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    const messages = sent.map((s) => s.message as { ids: string[] });
    expect(messages.length).toBeLessThanOrEqual(1 + Math.ceil((40 * 3) / GATHER_MS) + 1);
    expect(messages.flatMap((m) => m.ids)).toEqual(
      Array.from({ length: 41 }, (_, i) => `p${i + 1}`),
    );

    // Quiet again: the next drop leaves at once.
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    const before = sent.length;
    cache.dropProducts(['p99']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.slice(before).map((s) => s.message)).toEqual([{ kind: 'products', ids: ['p99'] }]);
  });

  it('says "clear" rather than name more products than a NOTIFY can carry', async () => {
    const { database, sent } = listeningDatabase();
    const cache = createSharedCache(database, 'zina_test', { maxBytes: 1 << 20, ttlMs: 60_000 });
    for (let i = 0; i < 300; i++) cache.dropProducts([`product-${i}`]);
    await settled();
    expect(sent.map((s) => s.message)).toEqual([{ kind: 'clear' }]);
  });
});
