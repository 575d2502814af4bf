import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: string;
}

export function tokenService(secret: string, accessTtlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A signature checked once stays good until the token expires: each request of a signed-in
  // customer would otherwise pay WebCrypto's HMAC again (the session is still looked up).
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({
    max: 10_000,
  });
  return {
    signAccess: (claims: AccessClaims, now = new Date()) =>
      new SignJWT({ sid: claims.sid, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + accessTtlSeconds)
        .sign(key),
    /** Only HS256 with our secret: `alg: none` and foreign keys are refused by jose. */
    verifyAccess: async (token: string, now = new Date()): Promise<AccessClaims | null> => {
      const known = verified.get(token);
      if (known) return now.getTime() < known.expiresAt ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp !== 'number') return null;
        const claims = { sub: payload.sub, sid: payload.sid, role: String(payload.role ?? '') };
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export function sameHash(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** A refresh token names its session, so a reused (already rotated) one can be recognised. */
export const makeRefreshToken = (sessionId: string, secret: string) => `${sessionId}.${secret}`;
export function parseRefreshToken(token: string): { sessionId: string; secret: string } | null {
  const match = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  return match ? { sessionId: match[1]!, secret: match[2]! } : null;
}

export const bearer = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
};
