import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared-query';
import { rateLimitCounters } from '../../db/schema';

/** How long a process may count on its own before telling the others (far from the limit). */
const FLUSH_MS = 200;

interface Slot {
  /** The shared count as the sink last answered it. */
  shared: number;
  /** Hits counted here and not yet added to the sink. */
  pending: number;
  expiresAt: number;
}

/** A count so far in its window, and the window's time left (ms). */
export interface Count {
  current: number;
  ttl: number;
}

type Rows = Array<{ key: string; count: number; expiresAt: Date }>;

/** Where the counts of every process add up: the database, or this process's memory alone. */
export interface CountSink {
  /** Adds the counts; answers each key's total. */
  add(rows: Rows): Promise<Array<{ key: string; count: number }>>;
  /** Forgets the windows that ended. */
  sweep(before: Date): Promise<void>;
}

/**
 * Adds counts to the shared ones, answering each key's total: one statement whatever the keys
 * (they are one JSON parameter), built once and prepared once per connection, since an exact
 * limit (the express form, sign-in) runs it on every request.
 */
const addCounts = preparedStatement<{ key: string; count: number }>(
  'rate_limit_add',
  sql`insert into ${rateLimitCounters} as c (key, count, expires_at)
    select key, count, expires_at
    from json_populate_recordset(null::${rateLimitCounters}, ${sql.placeholder('rows')}::json)
    on conflict (key) do update set count = c.count + excluded.count
    returning c.key, c.count`,
);

/** The counts of every process, in the database (several processes, no Redis). */
export function databaseSink(db: Db): CountSink {
  return {
    add: (rows) =>
      addCounts(db, {
        rows: JSON.stringify(
          rows.map((r) => ({ key: r.key, count: r.count, expires_at: r.expiresAt.toISOString() })),
        ),
      }),
    sweep: async (before) => {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, before));
    },
  };
}

/**
 * The counts of every process in Redis (REDIS_URL): one `INCRBY` per key and flush, the key
 * expiring with its window (nothing to sweep). Redis away fails the flush: the counts wait here.
 */
export function redisSink(redis: Redis, nameSpace = 'zina-rl:'): CountSink {
  return {
    async add(rows) {
      const batch = redis.multi();
      for (const { key, count, expiresAt } of rows) {
        batch.incrby(nameSpace + key, count).pexpireat(nameSpace + key, expiresAt.getTime());
      }
      const results = (await batch.exec()) ?? [];
      return rows.map(({ key }, i) => {
        const [error, total] = results[2 * i] ?? [new Error('Redis: transaction interrompue')];
        if (error) throw error;
        return { key, count: Number(total) };
      });
    },
    sweep: async () => {},
  };
}

/** The counts of the one process there is (the embedded database). */
export function memorySink(): CountSink {
  const totals = new Map<string, { count: number; expiresAt: Date }>();
  return {
    add: async (rows) =>
      rows.map(({ key, count, expiresAt }) => {
        const total = totals.get(key) ?? { count: 0, expiresAt };
        total.count += count;
        totals.set(key, total);
        return { key, count: total.count };
      }),
    sweep: async (before) => {
      for (const [key, total] of totals) if (total.expiresAt < before) totals.delete(key);
    },
  };
}

/**
 * Rate-limit counts, for @fastify/rate-limit's store and for the front answers alike.
 * - An exact limit (a route's own: sign-in, reset, the desk's link, guarding secrets) adds every
 *   hit to the sink at once and answers with the shared count: however many processes, and in
 *   whatever order they take a client's requests, no more than `max` pass in a window.
 * - The shop-wide limit (a flood guard, met on every API request) counts a hit far below the
 *   limit here, at once and with no promise, and adds it to the sink in one statement for all
 *   clients every 200 ms (so a busy shop pays nothing per request); from half its limit on, each
 *   hit is added at once. A process's view of the others' hits is the one its last flush learned:
 *   while it still sees the client below half, a few more may pass than `max` (at most half of
 *   it for each other process that served the client meanwhile).
 * Windows are fixed: the count of a (client, route) restarts every window.
 */
export function limitCounters(sink: CountSink, now: () => number = Date.now) {
  const slots = new Map<string, Slot>();
  let timer: NodeJS.Timeout | null = null;
  let lastSweep = 0;

  /** Adds what this process counted to the sink and learns the shared counts. */
  async function flush(keys: string[]): Promise<void> {
    const taken = keys.flatMap((key) => {
      const slot = slots.get(key);
      if (!slot || slot.pending === 0) return [];
      const count = slot.pending;
      slot.pending = 0;
      return [{ key, count, expiresAt: new Date(slot.expiresAt) }];
    });
    if (taken.length === 0) return;
    try {
      for (const row of await sink.add(taken)) {
        const slot = slots.get(row.key);
        if (slot) slot.shared = row.count;
      }
    } catch (error) {
      // Not counted there yet: keep them for the next flush.
      for (const { key, count } of taken) {
        const slot = slots.get(key);
        if (slot) slot.pending += count;
      }
      throw error;
    }
  }

  function forget() {
    const t = now();
    for (const [key, slot] of slots)
      if (slot.expiresAt <= t && slot.pending === 0) slots.delete(key);
    if (t - lastSweep > 60_000) {
      lastSweep = t;
      sink.sweep(new Date(t)).catch(() => {});
    }
  }

  function flushSoon() {
    timer ??= setTimeout(() => {
      timer = null;
      forget();
      flush([...slots.keys()]).catch(() => flushSoon());
    }, FLUSH_MS);
    timer.unref();
  }

  async function hitNearLimit(key: string, slot: Slot, ttl: number): Promise<Count> {
    await flush([key]);
    return { current: slot.shared + slot.pending, ttl };
  }

  return {
    /**
     * Counts one hit of `name`: the count so far in its window, at once while far below `max`,
     * a promise from half of it on, and always for an `exact` limit (the shared count is asked).
     */
    hit(name: string, windowMs: number, max: number, exact = false): Count | Promise<Count> {
      const t = now();
      const window = Math.floor(t / windowMs);
      const key = `${name}|${windowMs}|${window}`;
      const expiresAt = (window + 1) * windowMs;
      let slot = slots.get(key);
      if (!slot) slots.set(key, (slot = { shared: 0, pending: 0, expiresAt }));
      slot.pending += 1;
      if (exact || (slot.shared + slot.pending) * 2 >= max) {
        return hitNearLimit(key, slot, expiresAt - t);
      }
      flushSoon();
      return { current: slot.shared + slot.pending, ttl: expiresAt - t };
    },
    /** Everything counted here reaches the sink (shutdown, tests). */
    flushAll: () => flush([...slots.keys()]),
  };
}
export type LimitCounters = ReturnType<typeof limitCounters>;

/** Counts shared through the database by every process of the shop. */
export const databaseCounters = (db: Db, now: () => number = Date.now) =>
  limitCounters(databaseSink(db), now);
