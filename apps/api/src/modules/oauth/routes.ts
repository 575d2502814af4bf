import type { FastifyInstance, FastifyReply } from 'fastify';
import { redirectResponse } from '../../lib/openapi/responses';
import { disableAddressesOf } from '../address';
import { googleAccounts, setRefreshCookie } from '../user';
import { oidcClient, type PendingLogin } from './oidc';

const COOKIE = 'zina_oidc';
const COOKIE_PATH = '/auth/google';
const COOKIE_TTL_S = 10 * 60;

/**
 * Google sign-in (SPEC.md §1, §7): /auth/google, then back to /auth-success. No token travels in
 * a URL: the callback hands the session over in a one-use cookie (see refresh-cookie.ts).
 */
export async function oauthRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const oidc = oidcClient(config);
  const accounts = googleAccounts(app.deps, disableAddressesOf);
  const web = config.webOrigin;
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the cookie must come back on the provider's top-level redirect to the callback.
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
    signed: true,
  };

  const redirect = (reply: FastifyReply, url: string) =>
    reply.header('cache-control', 'no-store').redirect(url, 302);
  const unavailable = (reply: FastifyReply) =>
    redirect(reply, `${web}/login?notice=google-indisponible`);
  const failed = (reply: FastifyReply) => redirect(reply, `${web}/login?error=google`);

  app.get(
    '/auth/google',
    { config: { access: 'public' }, schema: { response: redirectResponse } },
    async (request, reply) => {
      if (!oidc.enabled) return unavailable(reply);
      try {
        const { url, pending } = await oidc.start();
        reply.setCookie(COOKIE, encodePending(pending), { ...cookieOptions, maxAge: COOKIE_TTL_S });
        return redirect(reply, url.href);
      } catch (error) {
        request.log.error({ reason: reasonOf(error) }, 'OpenID provider unreachable');
        return failed(reply);
      }
    },
  );

  app.get(
    '/auth/google/callback',
    { config: { access: 'public' }, schema: { response: redirectResponse } },
    async (request, reply) => {
      if (!oidc.enabled) return unavailable(reply);
      // One use only: whatever happens next, the pending login is over.
      reply.clearCookie(COOKIE, { path: COOKIE_PATH });
      const raw = request.cookies[COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const pending = unsigned?.valid ? decodePending(unsigned.value) : null;
      if (!pending) return failed(reply);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      try {
        const claims = await oidc.finish(query, pending);
        if (typeof claims.email !== 'string' || claims.email_verified !== true) {
          return failed(reply);
        }
        const tokens = await accounts.signIn(
          {
            sub: claims.sub,
            email: claims.email,
            emailVerified: true,
            name: typeof claims.name === 'string' ? claims.name : undefined,
          },
          request.headers['user-agent'],
        );
        setRefreshCookie(reply, tokens.refreshToken, config);
        return redirect(reply, `${web}/auth-success`);
      } catch (error) {
        // The error alone: a provider's error may quote the code, the state or its answer's body.
        request.log.warn({ reason: reasonOf(error) }, 'Google sign-in refused');
        return failed(reply);
      }
    },
  );
}

const encodePending = (p: PendingLogin) =>
  Buffer.from(JSON.stringify([p.state, p.nonce, p.verifier])).toString('base64url');

function decodePending(value: string | null): PendingLogin | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    if (!parsed.every((part) => typeof part === 'string' && part.length > 0)) return null;
    const [state, nonce, verifier] = parsed as [string, string, string];
    return { state, nonce, verifier };
  } catch {
    return null;
  }
}

const reasonOf = (error: unknown) =>
  error instanceof Error
    ? { type: error.name, code: (error as { code?: unknown }).code, message: error.message }
    : { type: typeof error };
