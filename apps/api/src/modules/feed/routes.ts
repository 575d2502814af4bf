import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notModifiedResponse, textResponse } from '../../lib/openapi/responses';
import { CATALOGUE_CACHE } from '../catalogue';
import { feedService, type FeedKind, type FeedVersion } from './service';

const FEEDS: Array<{ kind: FeedKind; path: string; type: string; description: string }> = [
  {
    kind: 'google',
    path: '/feeds/google.xml',
    type: 'application/xml; charset=utf-8',
    description: 'Flux produits Google Merchant Center (RSS 2.0, espace de noms g:)',
  },
  {
    kind: 'meta',
    path: '/feeds/meta.csv',
    type: 'text/csv; charset=utf-8',
    description: 'Flux produits Meta Commerce Manager (CSV)',
  },
];

/** If-None-Match wins over If-Modified-Since when both are sent (RFC 9110 §13.2.2). */
function unchanged(request: FastifyRequest, version: FeedVersion): boolean {
  const tags = request.headers['if-none-match'];
  if (tags) return tags.split(',').some((t) => t.trim().replace(/^W\//, '') === version.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return (
    Boolean(version.lastModified) &&
    !Number.isNaN(since) &&
    version.lastModified!.getTime() <= since
  );
}

/** Public product feeds for ads and shopping platforms, revalidated against the catalogue. */
export async function feedRoutes(app: FastifyInstance) {
  const feeds = feedService(app.deps);
  for (const feed of FEEDS) {
    app.get(
      feed.path,
      {
        config: { access: 'public' },
        schema: {
          response: {
            ...textResponse(feed.type.split(';')[0]!, feed.description),
            ...notModifiedResponse,
          },
        },
      },
      async (request, reply) => {
        const version = await feeds.version(feed.kind);
        reply.header('etag', version.etag).header('cache-control', CATALOGUE_CACHE);
        if (version.lastModified) reply.header('last-modified', version.lastModified.toUTCString());
        if (unchanged(request, version)) return reply.status(304).send();
        return reply.type(feed.type).send(Readable.from(feeds.stream(feed.kind)));
      },
    );
  }
}
