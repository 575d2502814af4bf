import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { acceptedEncoding, compress, varyOnEncoding, type Encoding } from './compression';
import {
  createReadCache,
  deepFreeze,
  type CacheMessage,
  type CachedAnswer,
  type ReadCache,
  type ReadCacheOptions,
} from './read-cache';

/** A read cache in each process whose invalidations reach the others (PostgreSQL NOTIFY). */
export type SharedCache = ReadCache & { origin: string; channel: string };

interface Envelope {
  from: string;
  message: CacheMessage;
}

/**
 * A process tells the others at most once this often: what drops in between leaves in one
 * message at the end of it. The first drop after a quiet spell leaves at once (on the next turn
 * of the event loop, with whatever the same turn dropped too).
 */
export const GATHER_MS = 50;
/** Past this many product ids a message says "clear": NOTIFY payloads stop at 8 000 bytes. */
const MAX_IDS_PER_MESSAGE = 200;

export function createSharedCache(
  database: Database,
  channel: string,
  options: Omit<ReadCacheOptions, 'publish'>,
): SharedCache {
  const origin = randomUUID();
  const bus = database.channel;
  // A busy shop's checkouts each drop their products: gathered, they cost the database a
  // NOTIFY every GATHER_MS rather than one per order (a round trip each: docs/PERFORMANCE.md).
  let gathered: CacheMessage | null = null;
  let sentAt = -Infinity;
  const send = () => {
    const envelope: Envelope = { from: origin, message: gathered! };
    gathered = null;
    sentAt = Date.now();
    // A lost message is covered by the listener's resync and the TTL; never fail a write.
    bus!.notify(channel, JSON.stringify(envelope)).catch(() => {});
  };
  const cache = createReadCache({
    ...options,
    publish: bus
      ? (message) => {
          // Within [0, GATHER_MS] whatever the clock did since (set back, it waits no longer).
          const wait = Math.min(GATHER_MS, Math.max(0, sentAt + GATHER_MS - Date.now()));
          if (!gathered) setTimeout(send, wait).unref();
          gathered = merged(gathered, message);
        }
      : undefined,
  });
  return Object.assign(cache, { origin, channel });
}

function merged(a: CacheMessage | null, b: CacheMessage): CacheMessage {
  if (!a) return b;
  if (a.kind === 'clear' || b.kind === 'clear') return { kind: 'clear' };
  const ids = [...new Set([...a.ids, ...b.ids])];
  return ids.length > MAX_IDS_PER_MESSAGE ? { kind: 'clear' } : { kind: 'products', ids };
}

/** Applies the other processes' invalidations to this one's cache, until the app closes. */
export async function listenToOtherProcesses(
  app: FastifyInstance,
  database: Database,
  cache: SharedCache,
): Promise<void> {
  if (!database.channel) return;
  const stop = await database.channel.listen(cache.channel, {
    message(payload) {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.from !== cache.origin) cache.apply(envelope.message);
    },
    lost: () => cache.apply({ kind: 'clear' }),
    back: () => cache.apply({ kind: 'clear' }),
  });
  app.addHook('onClose', stop);
}

export interface CachedAnswerOptions<T> {
  /** The products the answer shows (a stock change to one drops it). */
  productIds?: (answer: T) => readonly string[];
  /** When the answer stops being true with no write at all (ms on the cache's clock). */
  expiresAt?: (answer: T) => number | undefined;
}

/**
 * The cached answer for `key`, loaded and serialised (through its response schema, as Fastify
 * would) on a miss.
 */
export function cachedAnswer<S extends z.ZodType>(
  cache: ReadCache,
  key: string,
  schema: S,
  load: () => Promise<z.output<S>>,
  options: CachedAnswerOptions<z.output<S>> = {},
): Promise<CachedAnswer<z.output<S>>> {
  return cache.get(key, async () => {
    const data = await load();
    // What is sent is what is kept: the encoded object, frozen (every reader shares it).
    const value = deepFreeze(schema.encode(data));
    return {
      body: JSON.stringify(value),
      value: () => value,
      productIds: options.productIds?.(data) ?? [],
      expiresAt: options.expiresAt?.(data),
    };
  }) as Promise<CachedAnswer<z.output<S>>>;
}

/**
 * The cached answer for `key` whose JSON text is made elsewhere (the database builds the data's
 * JSON: no object is built, checked against a schema or stringified to make it). Its object, for
 * the readers that want one, is the text parsed (when first asked for).
 */
export function cachedTextAnswer<T>(
  cache: ReadCache,
  key: string,
  load: () => Promise<{ body: string; productIds: readonly string[] }>,
): Promise<CachedAnswer<T>> {
  return cache.get(key, async () => {
    const { body, productIds } = await load();
    return { body, value: () => deepFreeze(JSON.parse(body) as T), productIds };
  }) as Promise<CachedAnswer<T>>;
}

/** Each kept answer's compressed bytes, made on the first request that asks for them. */
const encodedAnswers = new WeakMap<CachedAnswer, Partial<Record<Encoding, Buffer>>>();

export function encodedAnswer(answer: CachedAnswer, encoding: Encoding): Buffer {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) encodedAnswers.set(answer, (encoded = {}));
  return (encoded[encoding] ??= compress(answer.bytes, encoding));
}

/**
 * The answer's bytes go out as they are: the schema already shaped them on the miss, and a client
 * that accepts compression gets them compressed once per answer, not once per request (the
 * compress plugin leaves an encoded reply alone). Each encoding is its own representation, with
 * its own ETag.
 */
export function sendAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(reply.request, answer.bytes.length);
  varyOnEncoding(reply, answer.bytes.length);
  const bytes = encoding ? encodedAnswer(answer, encoding) : answer.bytes;
  if (encoding) {
    reply
      .header('etag', `${answer.etag.slice(0, -1)}-${encoding}"`)
      .header('content-encoding', encoding);
  } else {
    reply.header('etag', answer.etag);
  }
  reply.server.front?.noted(reply, answer, encoding);
  return reply.send(bytes);
}
