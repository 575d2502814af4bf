import type { FastifyInstance } from 'fastify';

/**
 * Uploaded images are public catalogue pictures: other sites (a separate front end, marketplaces,
 * feeds' crawlers) may embed them, so /uploads overrides helmet's same-origin resource policy.
 * Registered after the security headers so that its value wins.
 */
export function allowUploadsCrossOrigin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/uploads/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    done();
  });
}
