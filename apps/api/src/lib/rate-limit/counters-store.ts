import type { Count, LimitCounters } from './database-counters';

type Callback = (error: Error | null, result?: Count) => void;

/**
 * The names a client's count goes under: the shop-wide limit (every API route without a limit of
 * its own, counted together), or a route's own limit.
 */
export const limitName = {
  global: (client: string) => `global|${client}`,
  route: (method: string, url: string, client: string) => `${method} ${url}|${client}`,
};

/**
 * A store for @fastify/rate-limit on the shop's own counters: the plugin's global store, and a
 * child per route that sets a limit of its own (as the plugin's Redis store names its keys).
 * A route's own limit guards a secret (sign-in, reset, the desk's link): it is counted exactly.
 */
export function countersStore(counters: LimitCounters) {
  class CountersStore {
    /** Set on the children only: the plugin builds the global store with its settings. */
    route: { method: string; url: string } | null = null;

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const name = this.route
        ? limitName.route(this.route.method, this.route.url, key)
        : limitName.global(key);
      let counted: Count | Promise<Count>;
      try {
        counted = counters.hit(name, timeWindow, max, this.route !== null);
      } catch (error) {
        return callback(error as Error);
      }
      if (!(counted instanceof Promise)) return callback(null, counted);
      counted.then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const { method, url } = routeOptions.routeInfo ?? {};
      const store = new CountersStore();
      store.route = { method: String(method), url: url ?? '' };
      return store;
    }
  }
  return CountersStore;
}
