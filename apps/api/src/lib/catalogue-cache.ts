import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { AppDeps } from './deps';
import type { MediaUrls } from './media-urls';
import { catalogueCacheHits, catalogueCacheMisses } from './metrics';
import {
  cachedAnswer,
  createSharedCache,
  listenToOtherProcesses,
  sendAnswer,
  type CachedAnswerOptions,
  type SharedCache,
} from './shared-cache';

const CHANNEL = 'zina_catalogue_cache';

const TTL_MS = 10 * 60 * 1000;

/** The catalogue's read cache; with PostgreSQL its invalidations reach every process. */
export function createCatalogueCache(
  database: Database,
  /** CATALOGUE_CACHE_MB (32 by default: a catalogue's hot pages); 0 keeps nothing. */
  maxBytes: number,
  /** Its answers carry the uploads' absolute URLs. */
  media: MediaUrls,
): SharedCache {
  return createSharedCache(database, CHANNEL, {
    maxBytes,
    rewrite: media.inJson,
    ttlMs: TTL_MS,
    onLookup: (hit) => (hit ? catalogueCacheHits : catalogueCacheMisses).inc(),
  });
}

/**
 * Listens to the other processes' invalidations, and empties the cache after every back-office
 * write that succeeds, an admin's or a desk agent's (catalogue, banners, stock, order statuses,
 * calls, undos, edits: rare, and any may change what the storefront shows). Checkouts drop their
 * own products (order service).
 */
export const catalogueCachePlugin = fp(async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const { database, catalogueCache } = opts.deps;
  await listenToOtherProcesses(app, database, catalogueCache);
  const clearAfterWrite: onSendHookHandler = (request, reply, payload, done) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (isWrite && reply.statusCode < 400) catalogueCache.clear();
    done(null, payload);
  };
  // On the admin's writes only: a hook on every route cost every read a call for nothing.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const isWrite = methods.some((method) => method !== 'GET' && method !== 'HEAD');
    const backOffice = route.config?.access === 'admin' || route.config?.access === 'staff';
    if (!isWrite || !backOffice) return;
    route.onSend = [route.onSend ?? []].flat().concat(clearAfterWrite);
  });
});

/** Sends the catalogue's cached answer for `key` (see cachedAnswer). */
export async function sendCached<S extends z.ZodType>(
  reply: FastifyReply,
  key: string,
  schema: S,
  load: () => Promise<z.output<S>>,
  options: CachedAnswerOptions<z.output<S>> = {},
): Promise<FastifyReply> {
  const cache = reply.server.deps.catalogueCache;
  return sendAnswer(reply, await cachedAnswer(cache, key, schema, load, options));
}
