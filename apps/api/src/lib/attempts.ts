/**
 * Failures counted in a sliding window, per group (an e-mail address) and per member of the
 * group (a client address). The one interface the limits use, so that a shared store (Redis)
 * can replace the memory one when several processes serve the API.
 */
export interface AttemptCounter {
  /** Failures in the window: of the whole group, and of this member of it. */
  count(group: string, member?: string): Promise<{ group: number; member: number }>;
  fail(group: string, member?: string): Promise<void>;
  /** Forgets the member's failures, or the whole group's when no member is given. */
  clear(group: string, member?: string): Promise<void>;
}

/** Beyond this many groups, stale ones are swept before a new one is added. */
const MAX_GROUPS = 10_000;

/** In this process's memory: enough for one process; the per-IP limit covers the rest. */
export function memoryAttempts(windowMs: number, now: () => number = Date.now): AttemptCounter {
  const groups = new Map<string, Map<string, number[]>>();

  function recent(group: string): Map<string, number[]> {
    const since = now() - windowMs;
    const members = groups.get(group) ?? new Map<string, number[]>();
    for (const [member, times] of members) {
      const kept = times.filter((t) => t > since);
      if (kept.length) members.set(member, kept);
      else members.delete(member);
    }
    if (members.size) groups.set(group, members);
    else groups.delete(group);
    return members;
  }

  return {
    async count(group, member = '') {
      const members = recent(group);
      let total = 0;
      for (const times of members.values()) total += times.length;
      return { group: total, member: members.get(member)?.length ?? 0 };
    },
    async fail(group, member = '') {
      if (groups.size >= MAX_GROUPS) for (const key of [...groups.keys()]) recent(key);
      const members = recent(group);
      members.set(member, [...(members.get(member) ?? []), now()]);
      groups.set(group, members);
    },
    async clear(group, member) {
      if (member === undefined) groups.delete(group);
      else groups.get(group)?.delete(member);
    },
  };
}

/** At most `max` failures per key in the counter's window. */
export function attemptLimiter(counter: AttemptCounter, max: number) {
  return {
    blocked: async (key: string) => (await counter.count(key)).group >= max,
    fail: (key: string) => counter.fail(key),
    reset: (key: string) => counter.clear(key),
  };
}
export type AttemptLimiter = ReturnType<typeof attemptLimiter>;
