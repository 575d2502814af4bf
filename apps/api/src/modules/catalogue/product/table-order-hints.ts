import type { Db } from '../../../db/client';

/**
 * How many of product_search's first blocks a search for these words reads in table order before
 * its GIN index (ADR 0015), learnt from the search's last run: the block where its count stopped.
 * A hint only: whatever it says, the statement answers the same rows (it falls back to the index
 * when the blocks hold too few matches), so a stale or missing hint costs time, never an answer.
 */

/**
 * Past this many blocks (about 33 rows each), reading in table order costs more than the index's
 * bitmap: measured at 100 000 products, a word in one product of nine reaches its 1 001st match
 * near block 280 and costs the same either way; one in four, near block 125, half as much in
 * table order (docs/performance-log/2026-11-29d-issue-51-search-in-table-order.md).
 */
export const TABLE_ORDER_MAX_BLOCKS = 256;

/** The searches a process remembers; the oldest learnt is forgotten first. */
const REMEMBERED = 5000;

const hintsPerDb = new WeakMap<Db, Map<string, number>>();

const hintsOf = (db: Db) => {
  let hints = hintsPerDb.get(db);
  if (!hints) hintsPerDb.set(db, (hints = new Map()));
  return hints;
};

/** The blocks to read in table order for this search (0: straight to the index). */
export function tableOrderBlocks(db: Db, key: string): number {
  return hintsOf(db).get(key) ?? 0;
}

/**
 * After a run: `frontier` is the block of the last match the count read when it stopped at its
 * cap, null when fewer matched (the index is then the cheaper way).
 */
export function learnTableOrder(db: Db, key: string, frontier: number | null): void {
  const hints = hintsOf(db);
  const blocks = frontier === null ? 0 : frontier + 1;
  hints.delete(key);
  if (blocks === 0 || blocks > TABLE_ORDER_MAX_BLOCKS) return;
  hints.set(key, blocks);
  if (hints.size > REMEMBERED) hints.delete(hints.keys().next().value!);
}
