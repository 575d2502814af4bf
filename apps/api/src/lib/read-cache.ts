import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * An answer held once, in both forms its readers need: the JSON text to send (with its ETag) and
 * the object it encodes (made when first asked for, deeply frozen: shared by every reader), so
 * nobody parses the text again.
 */
export interface CachedAnswer<T = unknown> {
  body: string;
  /** `body` encoded once (UTF-8): what is sent, with no encoding or length pass per request. */
  bytes: Buffer;
  etag: string;
  value: T;
  /**
   * Whether the cache still holds this answer as the current one (no write, stock change or
   * expiry since): what lets a copy of it (the front answers) be sent without asking again.
   * Always false for an answer that was never kept.
   */
  isCurrent(): boolean;
}

interface Entry extends CachedAnswer {
  productIds: readonly string[];
  expiresAt?: number;
}

export interface Loaded {
  body: string;
  /**
   * Makes the object `body` encodes, when a reader first asks for it (most answers are only
   * sent: an uncached one would otherwise be parsed for nobody).
   */
  value: () => unknown;
  /** The products the answer shows: a stock change to one of them drops it. */
  productIds: readonly string[];
  /** When the answer stops being true with no write at all (ms on the cache's `now`). */
  expiresAt?: number;
}

/** What other processes are told, and what this one hears from them. */
export type CacheMessage = { kind: 'clear' } | { kind: 'products'; ids: string[] };

export interface ReadCacheOptions {
  maxBytes: number;
  /** A safety net only: invalidation is what keeps answers fresh. */
  ttlMs: number;
  /** Tells the other processes (cluster workers, other machines); none with PGlite. */
  publish?: (message: CacheMessage) => void;
  /** Told whether each get was answered without a load of its own (for the metrics). */
  onLookup?: (hit: boolean) => void;
  /** The application's clock (ms), which `expiresAt` is read on. */
  now?: () => number;
  /**
   * Applied to every loaded body before it is kept or sent (the uploads' absolute URLs,
   * lib/media-urls.ts): once per load, never per hit. A body it changes gives its object by
   * being parsed, so text and object never disagree.
   */
  rewrite?: (body: string) => string;
}

export interface ReadCache {
  get(key: string, load: () => Promise<Loaded>): Promise<CachedAnswer>;
  /** After a catalogue write: every answer goes, here and in the other processes. */
  clear(): void;
  /** After a stock change: the answers showing these products go, here and elsewhere. */
  dropProducts(ids: readonly string[]): void;
  /** A message from another process. */
  apply(message: CacheMessage): void;
  readonly size: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const never = () => false;

/** Answers' objects are shared by every reader: none may change one. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** `make`'s answer, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * Catalogue answers kept in this process, ready to send. A load that began before an
 * invalidation is answered but not kept (it may have read the old rows); loads of one key at the
 * same time share one database trip.
 */
export function createReadCache(opts: ReadCacheOptions): ReadCache {
  const rewrite = opts.rewrite;
  const loaded = (load: () => Promise<Loaded>): Promise<Loaded> =>
    rewrite
      ? load().then((answer) => {
          const body = rewrite(answer.body);
          if (body === answer.body) return answer;
          return { ...answer, body, value: () => deepFreeze(JSON.parse(body)) };
        })
      : load();
  const byProduct = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(opts.maxBytes, 1),
    // The text (2 bytes a character), its bytes, and the object it encodes (about twice the text).
    sizeCalculation: (entry, key) => 7 * entry.body.length + 2 * key.length + 64,
    ttl: opts.ttlMs,
    dispose: (entry, key) => {
      for (const id of entry.productIds) {
        const keys = byProduct.get(id);
        keys?.delete(key);
        if (keys?.size === 0) byProduct.delete(id);
      }
    },
  });
  const loading = new Map<string, Promise<CachedAnswer>>();
  let epoch = 0;

  function store(key: string, entry: Entry) {
    entries.set(key, entry);
    if (!entries.has(key)) return; // larger than the whole cache
    for (const id of entry.productIds) {
      let keys = byProduct.get(id);
      if (!keys) byProduct.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  function clearHere() {
    epoch++;
    loading.clear();
    entries.clear();
    byProduct.clear();
  }

  function dropHere(ids: readonly string[]) {
    epoch++;
    loading.clear();
    for (const id of ids) {
      for (const key of [...(byProduct.get(id) ?? [])]) entries.delete(key);
    }
  }

  return {
    async get(key, load) {
      if (opts.maxBytes === 0) {
        opts.onLookup?.(false);
        const { body, value } = await loaded(load);
        const valueOf = once(value);
        return {
          body,
          bytes: Buffer.from(body),
          etag: etagOf(body),
          get value() {
            return valueOf();
          },
          isCurrent: never,
        };
      }
      const kept = entries.get(key);
      const expired = kept?.expiresAt !== undefined && kept.expiresAt <= (opts.now ?? Date.now)();
      if (expired) entries.delete(key);
      const hit = (expired ? undefined : kept) ?? loading.get(key);
      opts.onLookup?.(hit !== undefined);
      if (hit) return hit;
      const startedAt = epoch;
      const promise = loaded(load)
        .then(({ body, value, productIds, expiresAt }) => {
          const valueOf = once(value);
          const entry: Entry = {
            body,
            bytes: Buffer.from(body),
            etag: etagOf(body),
            get value() {
              return valueOf();
            },
            productIds,
            expiresAt,
            isCurrent: () => {
              const held = entries.peek(key) === entry;
              return held && !(expiresAt !== undefined && expiresAt <= (opts.now ?? Date.now)());
            },
          };
          if (epoch === startedAt) store(key, entry);
          return entry;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    clear() {
      clearHere();
      opts.publish?.({ kind: 'clear' });
    },
    dropProducts(ids) {
      if (ids.length === 0) return;
      dropHere(ids);
      opts.publish?.({ kind: 'products', ids: [...ids] });
    },
    apply(message) {
      if (message.kind === 'clear') clearHere();
      else dropHere(message.ids);
    },
    get size() {
      return entries.size;
    },
  };
}
