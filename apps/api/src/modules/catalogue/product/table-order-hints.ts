import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productSearch } from '../../../db/schema';

/**
 * How many of product_search's first blocks a search for these words reads in table order before
 * its GIN index (ADR 0015): learnt once per search and process, the block of its count's last
 * match. A hint only: whatever it says, the statement answers the same rows (it falls back to the
 * index when the blocks hold too few matches), so a stale or missing hint costs time, never an
 * answer.
 */

/**
 * Past this many blocks (about 33 rows each), reading in table order saves nothing on the index's
 * bitmap: measured at 100 000 products (PostgreSQL's CPU a search, A/B), a word in one product of
 * four reaches its 1 001st match near block 125 and costs 4–45 % less in table order; one in
 * seven, near block 215, about the same or more; one in nine, near block 280, the same
 * (docs/performance-log/2026-11-29d-issue-51-search-in-table-order.md).
 */
export const TABLE_ORDER_MAX_BLOCKS = 160;

/** The searches a process remembers; the oldest learnt is forgotten first. */
const REMEMBERED = 5000;

/** A search as its statement counts it: its to_tsquery text, and how many matches it reads. */
export interface TableOrderHint {
  matching: string;
  upTo: number;
}

const hintsPerDb = new WeakMap<Db, Map<string, number>>();

const hintsOf = (db: Db) => {
  let hints = hintsPerDb.get(db);
  if (!hints) hintsPerDb.set(db, (hints = new Map()));
  return hints;
};

const keyOf = ({ matching, upTo }: TableOrderHint) => `${upTo} ${matching}`;

/** The blocks to read in table order for this search: 0 for the index, undefined if not learnt. */
export function tableOrderBlocks(db: Db, hint: TableOrderHint): number | undefined {
  return hintsOf(db).get(keyOf(hint));
}

/**
 * Learns where a search's matches reach their count's cap in the table (`capped`: its last run
 * read `upTo` matches; else the index serves it, nothing to look up). One look-up of the index, in
 * table order, once per search; kept only when the blocks are few enough to be worth reading.
 */
export async function learnTableOrder(db: Db, hint: TableOrderHint, capped: boolean) {
  let blocks = 0;
  if (capped) {
    const { rows } = (await db.execute(sql`
      select (max(ctid)::text::point)[0]::int as last_block
      from (select ctid from ${productSearch}
            where ${productSearch.searchVector} @@ (select to_tsquery('french', ${hint.matching}))
            limit ${hint.upTo}) as matches
      having count(*) >= ${hint.upTo}`)) as unknown as { rows: Array<{ last_block: number }> };
    const last = rows[0]?.last_block;
    if (last !== undefined && last < TABLE_ORDER_MAX_BLOCKS) blocks = last + 1;
  }
  const hints = hintsOf(db);
  const key = keyOf(hint);
  hints.delete(key);
  hints.set(key, blocks);
  if (hints.size > REMEMBERED) hints.delete(hints.keys().next().value!);
}
