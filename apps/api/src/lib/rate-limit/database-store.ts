import type { DatabaseCounters } from './database-counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the shared database counters: one instance per route limit,
 * named by the route (as the plugin's Redis store names its keys).
 */
export function databaseStore(counters: DatabaseCounters) {
  class DatabaseStore {
    private readonly prefix: string;

    /** The plugin builds the global store with its settings; children get their route's name. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      counters.hit(`${this.prefix}|${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new DatabaseStore(`${String(method)} ${url ?? ''}`);
    }
  }
  return DatabaseStore;
}
