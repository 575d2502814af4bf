import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@zina/shared/messages';
import { refreshSessions, users } from '../db/schema';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { bearer } from './tokens';

export type Access = 'public' | 'user' | 'admin';

export interface AuthContext {
  userId: string;
  role: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access, as the server registered it. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

export const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'admin'];

/**
 * Access is declared on every route (config.access) and checked here, before the body is
 * even parsed; a route under /api or /auth that declares nothing stops the server at start.
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const { deps } = opts;
  app.decorateRequest('auth', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    const scoped = route.url.startsWith('/api/') || route.url.startsWith('/auth/');
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    }
    if (scoped && (!access || !ACCESS_LEVELS.includes(access))) {
      throw new Error(`Route ${route.method} ${route.url} déclare aucun niveau d'accès`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const auth = await authenticate(request, deps);
    request.auth = auth;
    if (access === 'public') return;
    if (!auth) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
    if (access === 'admin' && auth.role !== 'ADMIN') {
      throw new AppError('FORBIDDEN', MSG.adminOnly);
    }
  });
});

/** A valid signature is not enough: the session must still be open and the user active. */
async function authenticate(request: FastifyRequest, deps: AppDeps): Promise<AuthContext | null> {
  const token = bearer(request.headers.authorization);
  if (!token) return null;
  const now = deps.clock.now();
  const claims = await deps.tokens.verifyAccess(token, now);
  if (!claims) return null;
  const [row] = await deps.db
    .select({ role: users.role, status: users.status })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .where(
      and(
        eq(refreshSessions.id, claims.sid),
        eq(refreshSessions.userId, claims.sub),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'Active') return null;
  return { userId: claims.sub, role: row.role, sessionId: claims.sid };
}

/** For routes: the signed-in user's context, which the access hook guarantees. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  return request.auth;
}
