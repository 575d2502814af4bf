import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import {
  createReadCache,
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

export function createSharedCache(
  database: Database,
  channel: string,
  options: Omit<ReadCacheOptions, 'publish'>,
): SharedCache {
  const origin = randomUUID();
  const bus = database.channel;
  const cache = createReadCache({
    ...options,
    publish: bus
      ? (message) => {
          const envelope: Envelope = { from: origin, message };
          // A lost message is covered by the listener's resync and the TTL; never fail a write.
          bus.notify(channel, JSON.stringify(envelope)).catch(() => {});
        }
      : undefined,
  });
  return Object.assign(cache, { origin, channel });
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
      value,
      productIds: options.productIds?.(data) ?? [],
      expiresAt: options.expiresAt?.(data),
    };
  }) as Promise<CachedAnswer<z.output<S>>>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A string sent as JSON goes out as it is: the schema already shaped it on the miss. */
export const sendAnswer = (reply: FastifyReply, answer: CachedAnswer): FastifyReply =>
  reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
