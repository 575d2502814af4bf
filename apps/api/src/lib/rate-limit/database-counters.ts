import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/** How long a process may count on its own before telling the others (far from the limit). */
const FLUSH_MS = 200;

interface Slot {
  /** The shared count as the database last answered it. */
  shared: number;
  /** Hits counted here and not yet added to the database. */
  pending: number;
  expiresAt: number;
}

/**
 * Rate-limit counts shared through the database by every process of the shop, for when there is
 * no Redis. A request far below its limit is counted here and added to the database in one
 * statement for all clients every 200 ms (so a busy shop pays nothing per request); from half its
 * limit on, each request is added at once and answered with the shared count, so the limit holds
 * exactly where it matters. Windows are fixed: the count of a (client, route) restarts every
 * window.
 */
export function databaseCounters(db: Db, now: () => number = Date.now) {
  const slots = new Map<string, Slot>();
  let timer: NodeJS.Timeout | null = null;
  let lastSweep = 0;

  const upsert = (rows: Array<{ key: string; count: number; expiresAt: Date }>) =>
    db
      .insert(rateLimitCounters)
      .values(rows)
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: { count: sql`${rateLimitCounters.count} + excluded.count` },
      })
      .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });

  /** Adds what this process counted to the database and learns the shared counts. */
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
      for (const row of await upsert(taken)) {
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
      void db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.expiresAt, new Date(t)))
        .catch(() => {});
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

  return {
    /** Counts one hit of `name`; the count so far in its window and the window's time left. */
    async hit(
      name: string,
      windowMs: number,
      max: number,
    ): Promise<{ current: number; ttl: number }> {
      const t = now();
      const window = Math.floor(t / windowMs);
      const key = `${name}|${windowMs}|${window}`;
      const expiresAt = (window + 1) * windowMs;
      let slot = slots.get(key);
      if (!slot) slots.set(key, (slot = { shared: 0, pending: 0, expiresAt }));
      slot.pending += 1;
      if ((slot.shared + slot.pending) * 2 >= max) {
        await flush([key]);
        return { current: slot.shared + slot.pending, ttl: expiresAt - t };
      }
      flushSoon();
      return { current: slot.shared + slot.pending, ttl: expiresAt - t };
    },
    /** Everything counted here reaches the database (shutdown, tests). */
    flushAll: () => flush([...slots.keys()]),
  };
}
export type DatabaseCounters = ReturnType<typeof databaseCounters>;
