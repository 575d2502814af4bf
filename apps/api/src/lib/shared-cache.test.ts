import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createSharedCache } from './shared-cache';

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

const settled = () => new Promise((r) => setTimeout(r, 30));

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

  it('says "clear" rather than name more products than a NOTIFY can carry', async () => {
    const { database, sent } = listeningDatabase();
    const cache = createSharedCache(database, 'zina_test', { maxBytes: 1 << 20, ttlMs: 60_000 });
    for (let i = 0; i < 300; i++) cache.dropProducts([`product-${i}`]);
    await settled();
    expect(sent.map((s) => s.message)).toEqual([{ kind: 'clear' }]);
  });
});
