import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@zina/shared/messages';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { bearer } from './tokens';

/** `staff`: the back office's desk and orders, for an admin or an agent (issue 46). */
export type Access = 'public' | 'user' | 'staff' | 'admin';

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

export const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'staff', 'admin'];

const STAFF_ROLES = ['ADMIN', 'AGENT'];

/**
 * Access is declared on every route (config.access) and checked here, before the body is
 * even parsed; a route under /api or /auth that declares nothing stops the server at start.
 */
/** Whether the token's session is still open and its account active: its role if so (user module). */
export type SessionRole = (
  db: AppDeps['db'],
  claims: { sub: string; sid: string },
  now: Date,
) => Promise<string | null>;

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps; sessionRole: SessionRole }) => {
    const { deps, sessionRole } = opts;
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

    // A callback hook: most requests (files, a shopper browsing) carry no token and are settled
    // without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config?.access;
      if (!access) return done();
      if (!bearer(request.headers.authorization)) return done(refusal(access, null));
      authenticate(request, deps, sessionRole).then((auth) => {
        request.auth = auth;
        done(refusal(access, auth));
      }, done);
    });
  },
);

/** Why a request with this access may not go on (undefined: it may). */
function refusal(access: Access, auth: AuthContext | null): AppError | undefined {
  if (access === 'public') return undefined;
  if (!auth) return new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  if (access === 'admin' && auth.role !== 'ADMIN') return new AppError('FORBIDDEN', MSG.adminOnly);
  if (access === 'staff' && !STAFF_ROLES.includes(auth.role)) {
    return new AppError('FORBIDDEN', MSG.staffOnly);
  }
  return undefined;
}

/** A valid signature is not enough: the session must still be open and the user active. */
async function authenticate(
  request: FastifyRequest,
  deps: AppDeps,
  sessionRole: SessionRole,
): Promise<AuthContext | null> {
  const token = bearer(request.headers.authorization);
  if (!token) return null;
  const now = deps.clock.now();
  const claims = await deps.tokens.verifyAccess(token, now);
  if (!claims) return null;
  const role = await sessionRole(deps.db, claims, now);
  if (!role) return null;
  return { userId: claims.sub, role, sessionId: claims.sid };
}

/** For routes: the signed-in user's context, which the access hook guarantees. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  return request.auth;
}
