/**
 * Counts failures per key (an e-mail address) in a sliding window, in memory: enough to slow
 * a brute force on one process; the per-IP limit of @fastify/rate-limit covers the rest.
 */
export function attemptLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    blocked: (key: string) => recent(key).length >= max,
    fail: (key: string) => {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
    },
    reset: (key: string) => void failures.delete(key),
  };
}
export type AttemptLimiter = ReturnType<typeof attemptLimiter>;
