import type { AppDeps } from '../../../lib/deps';
import { createSharedCache, type SharedCache } from '../../../lib/shared-cache';

/** A few queue pages (≈ 100 KB each); a write to the desk's rows empties it everywhere. */
const QUEUE_CACHE_BYTES = 8 * 1024 * 1024;
/** What no write tells it (a customer renaming their account) shows within one poll (15 s). */
const QUEUE_CACHE_TTL_MS = 15 * 1000;

/**
 * The desk's queue answer, one per process, emptied across processes on `zina_confirmation_queue`
 * (ADR 0013): the order module makes it when its routes are registered, and it is nobody else's.
 */
export const createQueueCache = ({ database, clock, media }: AppDeps): SharedCache =>
  createSharedCache(database, 'zina_confirmation_queue', {
    rewrite: media.inJson,
    maxBytes: QUEUE_CACHE_BYTES,
    ttlMs: QUEUE_CACHE_TTL_MS,
    now: () => clock.now().getTime(),
  });
