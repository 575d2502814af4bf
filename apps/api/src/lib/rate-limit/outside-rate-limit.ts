import type { FastifyRequest } from 'fastify';

/**
 * What the per-address limit leaves alone: the routes that declare no access level, i.e. the
 * files served as they are (the built SPA's scripts, styles, images and favicon, the uploads).
 * They are cheap and cached by the browser, and a page needs dozens of them: counted, they made a
 * shared address (office, mobile carrier NAT) hit 429 on a lazily loaded chunk. Every API route
 * declares its access (lib/access.ts refuses to start otherwise), so the API stays counted.
 */
export const outsideRateLimit = (request: FastifyRequest): boolean =>
  request.routeOptions.config?.access === undefined;
