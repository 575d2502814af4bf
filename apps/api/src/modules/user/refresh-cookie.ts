import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const NAME = 'zina_refresh';
const PATH = '/api/user/refresh-token';
/** Long enough for the return page to claim it, short enough not to linger. */
const TTL_S = 2 * 60;

/**
 * Hands a new session's refresh token to the browser that signed in through a redirect (Google),
 * without putting it in a URL: an httpOnly cookie that only the refresh route receives, once.
 */
export function setRefreshCookie(reply: FastifyReply, refreshToken: string, config: Config) {
  reply.setCookie(NAME, refreshToken, {
    path: PATH,
    httpOnly: true,
    // Strict: no other site can make the browser spend it.
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: TTL_S,
  });
}

/** The refresh token the cookie carries, if any; the cookie is cleared either way. */
export function takeRefreshCookie(request: FastifyRequest, reply: FastifyReply): string | null {
  const value = request.cookies[NAME];
  if (value === undefined) return null;
  reply.clearCookie(NAME, { path: PATH });
  return value || null;
}
