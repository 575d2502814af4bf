import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * Browsers keep catalogue reads but revalidate them on every use (If-None-Match, answered 304
 * while unchanged): an admin's change shows on the storefront at once (issue 6), not a minute
 * later. The ETag is a hash of the body, so every write that changes the answer changes it.
 */
export const CATALOGUE_CACHE = 'public, no-cache';

/**
 * Registers `routes` in a scope of their own where every response carries an ETag and an
 * unchanged one answers 304; kept to GET reads (POST answers are never cached by browsers).
 */
export async function cachedReads(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(etag);
    routes(scope);
  });
}
