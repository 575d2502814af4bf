import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { MSG } from '@zina/shared/messages';
import { refreshSessions } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { lockAccount } from './accounts';
import { sessionCacheOf } from './session-cache';
import { unauthenticated } from '../../lib/errors';
import { newId } from '../../db/ids';
import {
  makeRefreshToken,
  parseRefreshToken,
  randomToken,
  sameHash,
  sha256,
} from '../../lib/tokens';

/** Devices signed in at once; a new sign-in beyond it closes the least recently used one. */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Refresh sessions: opened at sign-in, rotated on each use, revoked at logout or on reuse. */
export function sessionService(deps: AppDeps) {
  const { db, clock, config, tokens } = deps;
  // The database tells every process of these changes (migration 0020); this one is told here,
  // before the answer leaves, so its own next request already sees them.
  const cache = sessionCacheOf(deps);

  async function open(
    user: { id: string; role: string },
    userAgent?: string,
  ): Promise<IssuedTokens> {
    const now = clock.now();
    const id = newId();
    const secret = randomToken();
    await db.transaction(async (tx) => {
      await lockAccount(tx, user.id);
      await tx.insert(refreshSessions).values({
        id,
        userId: user.id,
        tokenHash: sha256(secret),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
        userAgent: userAgent?.slice(0, 300),
      });
      await dropBeyondCap(tx, user.id, now);
    });
    cache.forgetUser(user.id);
    return {
      accessToken: await tokens.signAccess({ sub: user.id, sid: id, role: user.role }, now),
      refreshToken: makeRefreshToken(id, secret),
    };
  }

  /**
   * Every sign-in opens a session: past MAX_SESSIONS_PER_ACCOUNT live ones the least recently
   * used are dropped, and finished (revoked, expired) ones are deleted, so the list stays bounded.
   */
  async function dropBeyondCap(tx: Db, userId: string, now: Date) {
    const mine = eq(refreshSessions.userId, userId);
    await tx
      .delete(refreshSessions)
      .where(
        and(mine, or(isNotNull(refreshSessions.revokedAt), lte(refreshSessions.expiresAt, now))),
      );
    const beyond = tx
      .select({ id: refreshSessions.id })
      .from(refreshSessions)
      .where(mine)
      .orderBy(desc(refreshSessions.lastUsedAt), desc(refreshSessions.createdAt))
      .offset(MAX_SESSIONS_PER_ACCOUNT);
    await tx.delete(refreshSessions).where(and(mine, inArray(refreshSessions.id, beyond)));
  }

  /**
   * A token carrying the session's previous secret was already used: someone holds a stolen
   * copy, so the whole session is closed. Any other wrong secret is only refused: the session id
   * is readable in the access token, and guessing must not let anyone close a session.
   */
  async function rotate(refreshToken: string, role: (userId: string) => Promise<string | null>) {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) throw unauthenticated(MSG.sessionExpired);
    const now = clock.now();
    const [session] = await db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.id, parsed.sessionId))
      .limit(1);
    if (!session || session.revokedAt || session.expiresAt <= now) {
      throw unauthenticated(MSG.sessionExpired);
    }
    const presented = sha256(parsed.secret);
    if (!sameHash(session.tokenHash, presented)) {
      if (session.previousTokenHash && sameHash(session.previousTokenHash, presented)) {
        await revoke(session.id);
      }
      throw unauthenticated(MSG.sessionExpired);
    }
    const userRole = await role(session.userId);
    if (!userRole) {
      await revoke(session.id);
      throw unauthenticated(MSG.sessionExpired);
    }
    const secret = randomToken();
    // Compare-and-set on the old hash: two refreshes racing cannot both win.
    const updated = await db
      .update(refreshSessions)
      .set({ tokenHash: sha256(secret), previousTokenHash: session.tokenHash, lastUsedAt: now })
      .where(
        and(eq(refreshSessions.id, session.id), eq(refreshSessions.tokenHash, session.tokenHash)),
      )
      .returning({ id: refreshSessions.id });
    if (updated.length === 0) {
      await revoke(session.id);
      throw unauthenticated(MSG.sessionExpired);
    }
    return {
      accessToken: await tokens.signAccess(
        { sub: session.userId, sid: session.id, role: userRole },
        now,
      ),
      refreshToken: makeRefreshToken(session.id, secret),
    };
  }

  async function revoke(sessionId: string) {
    await db
      .update(refreshSessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshSessions.id, sessionId), isNull(refreshSessions.revokedAt)));
    cache.forgetSession(sessionId);
  }

  /** Ends every session of the user; `within` runs it inside the caller's transaction. */
  async function revokeAllOf(userId: string, within: Db | Tx = db) {
    await within
      .update(refreshSessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
    cache.forgetUser(userId);
  }

  /** After a password change: every session but the one that made it. */
  async function revokeOthersOf(userId: string, keepSessionId: string) {
    await db
      .update(refreshSessions)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          eq(refreshSessions.userId, userId),
          ne(refreshSessions.id, keepSessionId),
          isNull(refreshSessions.revokedAt),
        ),
      );
    cache.forgetUser(userId);
  }

  return { open, rotate, revoke, revokeAllOf, revokeOthersOf };
}
