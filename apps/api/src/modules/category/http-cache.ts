import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Browsers may keep catalogue reads a minute, then revalidate with If-None-Match. */
export const CATALOGUE_CACHE = 'public, max-age=60';

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
