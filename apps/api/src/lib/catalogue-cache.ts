import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { AppDeps } from './deps';
import { catalogueCacheHits, catalogueCacheMisses } from './metrics';
import {
  createReadCache,
  type CacheMessage,
  type CachedAnswer,
  type ReadCache,
} from './read-cache';

const CHANNEL = 'zina_catalogue_cache';

const TTL_MS = 10 * 60 * 1000;

interface Envelope {
  from: string;
  message: CacheMessage;
}

/** The catalogue's read cache; with PostgreSQL its invalidations reach every process. */
export function createCatalogueCache(
  database: Database,
  /** CATALOGUE_CACHE_MB (32 by default: a catalogue's hot pages); 0 keeps nothing. */
  maxBytes: number,
): ReadCache & { origin: string } {
  const origin = randomUUID();
  const channel = database.channel;
  const cache = createReadCache({
    maxBytes,
    ttlMs: TTL_MS,
    onLookup: (hit) => (hit ? catalogueCacheHits : catalogueCacheMisses).inc(),
    publish: channel
      ? (message) => {
          const envelope: Envelope = { from: origin, message };
          // A lost message is covered by the listener's resync and the TTL; never fail a write.
          channel.notify(CHANNEL, JSON.stringify(envelope)).catch(() => {});
        }
      : undefined,
  });
  return Object.assign(cache, { origin });
}

/**
 * Listens to the other processes' invalidations, and empties the cache after every admin write
 * that succeeds (catalogue, banners, stock, order statuses: rare, and any may change what the
 * storefront shows). Checkouts drop their own products (order service).
 */
export const catalogueCachePlugin = fp(async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const { database, catalogueCache } = opts.deps;
  if (database.channel) {
    const stop = await database.channel.listen(CHANNEL, {
      message(payload) {
        const envelope = JSON.parse(payload) as Envelope;
        if (envelope.from !== catalogueCache.origin) catalogueCache.apply(envelope.message);
      },
      lost: () => catalogueCache.apply({ kind: 'clear' }),
    });
    app.addHook('onClose', stop);
  }
  app.addHook('onSend', async (request, reply) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (isWrite && reply.statusCode < 400 && request.routeOptions.config?.access === 'admin') {
      catalogueCache.clear();
    }
  });
});

/**
 * The cached answer for `key`, loaded and serialised (through its response schema, as Fastify
 * would) on a miss. `productIds` names the products the answer shows.
 */
export function cachedAnswer<S extends z.ZodType>(
  cache: ReadCache,
  key: string,
  schema: S,
  load: () => Promise<z.output<S>>,
  productIds: (answer: z.output<S>) => readonly string[] = () => [],
): Promise<CachedAnswer<z.output<S>>> {
  return cache.get(key, async () => {
    const data = await load();
    // What is sent is what is kept: the encoded object, frozen (every reader shares it).
    const value = deepFreeze(schema.encode(data));
    return { body: JSON.stringify(value), value, productIds: productIds(data) };
  }) as Promise<CachedAnswer<z.output<S>>>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Sends the cached answer for `key` (see cachedAnswer). */
export async function sendCached<S extends z.ZodType>(
  reply: FastifyReply,
  key: string,
  schema: S,
  load: () => Promise<z.output<S>>,
  productIds: (answer: z.output<S>) => readonly string[] = () => [],
): Promise<FastifyReply> {
  const cache = reply.server.deps.catalogueCache;
  return sendAnswer(reply, await cachedAnswer(cache, key, schema, load, productIds));
}

/** A string sent as JSON goes out as it is: the schema already shaped it on the miss. */
export const sendAnswer = (reply: FastifyReply, answer: CachedAnswer): FastifyReply =>
  reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
