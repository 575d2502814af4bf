import type { FastifyInstance } from 'fastify';
import type { SessionRole } from '../../lib/access';
import type { AppDeps } from '../../lib/deps';
import { liveSession } from './accounts';

/** Told by the database's triggers on every change to a session or an account's access. */
const CHANNEL = 'zina_session_changes';
/** How long an answer is kept at most, should a change ever reach no one. */
const KEEP_MS = 30_000;
/** Signed-in shoppers of a busy hour, a few hundred bytes each. */
const MAX_KEPT = 20_000;

interface Kept {
  userId: string;
  role: string;
  /** The session's end and the answer's own, on the clock the checks are given. */
  until: number;
}

/**
 * The session check of every signed-in request, answered from memory in each process: a
 * PostgreSQL round trip saved on every request of a signed-in shopper.
 *
 * Kept only while this process listens to `zina_session_changes` (migration 0020: a trigger on
 * `refresh_sessions` and `users` tells every revocation, expiry change, role or status change and
 * deletion when its transaction commits), and dropped at once here by this module's own
 * revocations. An answer read while any change arrived is not kept: it may predate the change.
 * With PGlite (one process, no channel) every check asks the database.
 */
export function createSessionCache(deps: AppDeps) {
  const kept = new Map<string, Kept>();
  /** The kept sessions of each account: a sign-in drops its account's, not a walk of them all. */
  const byUser = new Map<string, Set<string>>();
  let listening = false;
  /** Moves on every change heard: an answer read across a move may be stale. */
  let changes = 0;

  function drop(sessionId: string) {
    const entry = kept.get(sessionId);
    if (!entry) return;
    kept.delete(sessionId);
    const sessions = byUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) byUser.delete(entry.userId);
  }
  function keep(sessionId: string, entry: Kept) {
    drop(sessionId);
    if (kept.size >= MAX_KEPT) drop(kept.keys().next().value!);
    kept.set(sessionId, entry);
    let sessions = byUser.get(entry.userId);
    if (!sessions) byUser.set(entry.userId, (sessions = new Set()));
    sessions.add(sessionId);
  }
  const forgetSession = (sessionId: string) => {
    changes++;
    drop(sessionId);
  };
  const forgetUser = (userId: string) => {
    changes++;
    for (const sessionId of byUser.get(userId) ?? []) drop(sessionId);
  };
  const forgetAll = () => {
    changes++;
    kept.clear();
    byUser.clear();
  };

  const role: SessionRole = async (db, claims, now) => {
    const hit = listening ? kept.get(claims.sid) : undefined;
    if (hit && hit.userId === claims.sub && now.getTime() < hit.until) return hit.role;
    const seen = changes;
    const session = await liveSession(db, claims, now);
    if (!session) return null;
    if (listening && seen === changes) {
      const until = Math.min(session.endsAt.getTime(), now.getTime() + KEEP_MS);
      keep(claims.sid, { userId: claims.sub, role: session.role, until });
    }
    return session.role;
  };

  /** Listens to the changes; without a channel, keeps nothing. Resolves to its stop. */
  async function listen(): Promise<() => Promise<void>> {
    const channel = deps.database.channel;
    if (!channel || listening) return async () => {};
    const stopListening = await channel.listen(CHANNEL, {
      message(payload) {
        if (payload.startsWith('s:')) forgetSession(payload.slice(2));
        else if (payload.startsWith('u:')) forgetUser(payload.slice(2));
        else forgetAll();
      },
      lost() {
        listening = false;
        forgetAll();
      },
      back() {
        forgetAll();
        listening = true;
      },
    });
    listening = true;
    return async () => {
      listening = false;
      forgetAll();
      await stopListening();
    };
  }

  return { role, listen, forgetSession, forgetUser, size: () => kept.size };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

const caches = new WeakMap<AppDeps, SessionCache>();

/** The app's session cache (one per app, as each process builds one app). */
export function sessionCacheOf(deps: AppDeps): SessionCache {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = createSessionCache(deps)));
  return cache;
}

/** The session check for the access hook: from this app's cache, listening until it closes. */
export async function sessionChecks(app: FastifyInstance, deps: AppDeps): Promise<SessionRole> {
  const cache = sessionCacheOf(deps);
  app.addHook('onClose', await cache.listen());
  return cache.role;
}
