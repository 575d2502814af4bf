import { describe, expect, it } from 'vitest';
import { countersStore } from './counters-store';
import { limitCounters, memorySink } from './database-counters';

const MINUTE = 60_000;

/** Two processes' stores on one sink, as two workers on one Redis. */
function twoProcesses() {
  const sink = memorySink();
  const clock = () => 7_000 * MINUTE + 5_000;
  return [limitCounters(sink, clock), limitCounters(sink, clock)].map(countersStore);
}

type Store = InstanceType<ReturnType<typeof countersStore>>;

const incr = (store: Store, key: string, max: number) =>
  new Promise<number>((ok, fail) =>
    store.incr(key, (error, result) => (error ? fail(error) : ok(result!.current)), MINUTE, max),
  );

describe('the rate-limit store', () => {
  it("counts a route's own limit exactly across processes, whichever saw what before", async () => {
    const [first, second] = twoProcesses().map((Store) =>
      new Store().child({ routeInfo: { method: 'POST', url: '/api/user/login' } }),
    );
    const counts: number[] = [];
    for (const [store, times] of [
      [first!, 5],
      [second!, 15],
      [first!, 5],
    ] as const) {
      for (let i = 0; i < times; i++) counts.push(await incr(store, '203.0.113.9', 20));
    }
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('counts the shop-wide limit here while far below it', async () => {
    const [first, second] = twoProcesses().map((Store) => new Store());
    for (let i = 0; i < 5; i++) await incr(first!, '203.0.113.10', 300);
    // Not yet added to the shared count: the other process starts from its own.
    expect(await incr(second!, '203.0.113.10', 300)).toBe(1);
  });
});
