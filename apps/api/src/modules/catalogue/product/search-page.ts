import { eq, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { builderReadAtRun, preparedPerDb, readAtRun } from '../../../db/prepared-query';
import { products, productSearch } from '../../../db/schema';
import { productJson } from '../core/product-view';
import {
  searchConditions,
  type CompiledSearch,
  type SearchConditions,
  type SearchTexts,
} from './search';

/** Which matches a search ranks by relevance (ADR 0010). */
export interface RankedBounds {
  /** Up to this many matches, every match is ranked: the order is exact. */
  exactUpTo: number;
  /** With more, the first matches the GIN index yields (older products, a sample)... */
  fromIndex: number;
  /** ...and every match among this many newest products: a new collection is never left out. */
  newest: number;
}

export const RANKED_BOUNDS: RankedBounds = { exactUpTo: 300, fromIndex: 100, newest: 500 };

/** The storefront counts a search's matches up to this many ("plus de 1 000 produits"). */
export const STOREFRONT_COUNT_CAP = 1000;

export interface SearchPaging {
  offset: number;
  limit: number;
  /** Count the matches up to this many only; no cap counts them all (the back office). */
  countUpTo?: number;
}

/** The products of a page of search results, in order, and how many products match in all. */
export interface SearchPageRows {
  /** Each product's id and its JSON in the contract's shape (productJson). */
  rows: Array<{ id: string; json: string }>;
  totalCount: number;
  /** More products match than totalCount (the count stopped at countUpTo). */
  totalCapped: boolean;
}

/** What a page reads of each of its products. */
const pageColumns = { id: products.id, json: productJson };

const newestFirst = (
  createdAt: SQL | typeof productSearch.createdAt,
  id: SQL | typeof productSearch.productId,
) => [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];

/**
 * The matches a page reads, the first `upTo` in the table's order: chunk after chunk of
 * product_search (4 096 rows each, in the order they were written), each chunk's matches from
 * the GIN index, and no further chunk once `upTo` are found (ADR 0019). A common word's count
 * stops in its first chunks instead of building the index's bitmap of every match; a rare one
 * reads every chunk, as the whole index. Null `upTo`: every match (the back office).
 *
 * A prefix still in the query (it begins more words than search_match_query names) is collected
 * whole by GIN in every chunk's read: such a search reads the whole index once instead. Only one
 * of the two branches runs (one-time filters on the query read once).
 */
function matchesOf(db: Db, search: SearchConditions, upTo: number | null | Placeholder) {
  const query = db
    .$with('match_query', { q: sql<string>`q`.as('q') })
    .as(
      sql`select q, strpos(q::text, ':*') = 0 as walk from (select ${search.indexedQuery} as q) as m`,
    );
  const columns = sql`${productSearch.productId}, ${productSearch.createdAt}, ${productSearch.searchVector}`;
  const matches = sql`${productSearch.searchVector} @@ (select q from ${query})`;
  const matched = db.$with('matched', { id: sql<string>`product_id`.as('product_id') }).as(
    // OFFSET 0 keeps each chunk's read a scan of its own, run once a chunk until the limit.
    sql`select in_chunk.product_id, in_chunk.created_at, in_chunk.search_vector
      from generate_series(0, (select product_search_last_chunk())) as walked(chunk)
      cross join lateral (
        select ${columns} from ${productSearch}
        where ${productSearch.chunk} = walked.chunk and ${matches}
        offset 0) as in_chunk
      where (select walk from ${query})
      union all
      select ${columns} from ${productSearch}
      where ${matches} and not (select walk from ${query})
      limit ${readAtRun(upTo)}`,
  );
  return { ctes: [query, matched], matched };
}

/**
 * The matches the page reads (its count's, up to `upTo`, at least one more than `exactUpTo`; null:
 * all of them) and, among them, the ranked candidates with their sort keys: every match when they
 * are `exactUpTo` or fewer, else the first `fromIndex` in the table's order; and the matches among
 * the newest products (walked down their creation date). Bounded, whatever the catalogue's size.
 * The matches are read once (one walk of the chunks) for both the candidates and the count, and
 * each branch ranks the rows it reads, so no candidate is read twice.
 */
function candidatesOf(
  db: Db,
  search: SearchConditions,
  bounds: {
    exactUpTo: number | Placeholder;
    fromIndex: number | Placeholder;
    newest: number | Placeholder;
    upTo: number | null | Placeholder;
  },
) {
  const keys = sql`${productSearch.productId} as id, ${productSearch.createdAt} as created_at,
    ${search.tier} as tier, ${search.rank} as rank`;
  const matches = matchesOf(db, search, bounds.upTo);
  const { matched } = matches;
  const candidates = db
    .$with('candidates', {
      id: sql<string>`id`.as('id'),
      createdAt: sql<Date>`created_at`.as('created_at'),
      tier: sql<number>`tier`.as('tier'),
      rank: sql<number>`rank`.as('rank'),
    })
    .as(
      // Each branch's rows are named as the table, so that the search's keys read them.
      sql`(select ${keys} from ${matched} as ${productSearch}
         limit (select case when count(*) <= ${bounds.exactUpTo}::int
           then ${bounds.exactUpTo}::int else ${bounds.fromIndex}::int end from ${matched}))
      union
      (select ${keys} from
         (select * from ${productSearch}
          order by ${sql.join(newestFirst(productSearch.createdAt, productSearch.productId), sql`, `)}
          limit ${readAtRun(bounds.newest)}) as ${productSearch}
       where ${search.where})`,
    );
  return { ...matches, candidates };
}

/** How many matches a page reads: one more than its count's cap (to know whether more match), and
 * at least one more than are ranked exactly (to know whether the ranking samples). */
const matchedUpTo = (countUpTo: number | undefined, bounds: RankedBounds) =>
  countUpTo === undefined ? null : Math.max(countUpTo, bounds.exactUpTo) + 1;

const countOf = (matched: ReturnType<typeof candidatesOf>['matched']) =>
  sql<number>`(select count(*) from ${matched})`.mapWith(Number);

/** What a first page's statement takes: values, or placeholders for its prepared form. */
type Input<T> = T | Placeholder;
export interface SearchPageInputs {
  texts: SearchTexts<Input<string>>;
  exactUpTo: Input<number>;
  fromIndex: Input<number>;
  newest: Input<number>;
  upTo: Input<number | null>;
  limit: Input<number>;
  offset: Input<number>;
}

/**
 * A first page's statement: the page's slice of the ranked candidates (name matches first, then
 * category names, then description, then typos; the closer match, the newest), read whole, with
 * the total and the number of candidates.
 */
export function searchPageSelect(db: Db, inputs: SearchPageInputs) {
  const search = searchConditions(inputs.texts);
  const { ctes, matched, candidates } = candidatesOf(db, search, inputs);
  const order = [
    sql`${candidates.tier}`,
    sql`${candidates.rank} desc`,
    ...newestFirst(sql`${candidates.createdAt}`, sql`${candidates.id}`),
  ];
  const chosen = db.$with('chosen').as(
    db
      .select({
        id: sql<string>`${candidates.id}`.as('chosen_id'),
        tier: sql<number>`${candidates.tier}`.as('chosen_tier'),
        rank: sql<number>`${candidates.rank}`.as('chosen_rank'),
        createdAt: sql<Date>`${candidates.createdAt}`.as('chosen_created_at'),
      })
      .from(candidates)
      .orderBy(...order)
      .limit(builderReadAtRun(inputs.limit))
      .offset(builderReadAtRun(inputs.offset)),
  );
  return db
    .with(...ctes, candidates, chosen)
    .select({
      ...pageColumns,
      total: countOf(matched).as('total'),
      ranked: sql<number>`(select count(*) from ${candidates})`.mapWith(Number).as('ranked'),
    })
    .from(products)
    .innerJoin(chosen, eq(chosen.id, products.id))
    .orderBy(
      sql`${chosen.tier}`,
      sql`${chosen.rank} desc`,
      ...newestFirst(sql`${chosen.createdAt}`, sql`${chosen.id}`),
    );
}

/** The same, its texts and bounds as parameters: built once per database, not on each request. */
const pageQuery = preparedPerDb((db: Db) =>
  searchPageSelect(db, {
    texts: {
      inName: sql.placeholder('inName'),
      inNameOrCategories: sql.placeholder('inNameOrCategories'),
      asTyped: sql.placeholder('asTyped'),
      matching: sql.placeholder('matching'),
    },
    exactUpTo: sql.placeholder('exactUpTo'),
    fromIndex: sql.placeholder('fromIndex'),
    newest: sql.placeholder('newest'),
    upTo: sql.placeholder('upTo'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare('search_page'),
);

function readPage(
  db: Db,
  search: CompiledSearch,
  { offset, limit, countUpTo }: SearchPaging,
  bounds: RankedBounds,
) {
  return pageQuery(db).execute({
    ...search.texts,
    ...bounds,
    limit,
    offset,
    upTo: matchedUpTo(countUpTo, bounds),
  });
}

/** Past the ranked candidates: the other matches, newest first. */
function readRest(
  db: Db,
  search: CompiledSearch,
  { offset, limit }: SearchPaging,
  bounds: RankedBounds,
) {
  // The same candidates as the first page's: whether the matches outnumber exactUpTo is known.
  const { ctes, candidates } = candidatesOf(db, search, {
    ...bounds,
    upTo: bounds.exactUpTo + 1,
  });
  const rest = db.$with('rest').as(
    db
      .select({
        id: sql<string>`${productSearch.productId}`.as('rest_id'),
        createdAt: sql<Date>`${productSearch.createdAt}`.as('rest_created_at'),
      })
      .from(productSearch)
      .where(
        sql`${search.whereIndexed} and ${notInArray(
          productSearch.productId,
          db.select({ id: candidates.id }).from(candidates),
        )}`,
      )
      .orderBy(...newestFirst(productSearch.createdAt, productSearch.productId))
      .limit(limit)
      .offset(offset),
  );
  return db
    .with(...ctes, candidates, rest)
    .select(pageColumns)
    .from(products)
    .innerJoin(rest, eq(rest.id, products.id))
    .orderBy(...newestFirst(sql`${rest.createdAt}`, sql`${rest.id}`));
}

/** The number of matches (up to the cap) and of ranked candidates, for a page past them. */
async function countsOf(
  db: Db,
  search: CompiledSearch,
  paging: SearchPaging,
  bounds: RankedBounds,
) {
  const { ctes, matched, candidates } = candidatesOf(db, search, {
    ...bounds,
    upTo: matchedUpTo(paging.countUpTo, bounds),
  });
  const [counts] = await db
    .with(...ctes, candidates)
    .select({
      total: countOf(matched),
      ranked: sql<number>`(select count(*) from ${candidates})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return counts!;
}

/**
 * A page of search results (ADR 0010). The order is: the ranked candidates by relevance, then
 * every other match newest first, so that pages never overlap or skip a product and the total is
 * exact. A first page is one statement; only a page reaching past the candidates takes more.
 */
export async function searchPageRows(
  db: Db,
  search: CompiledSearch,
  paging: SearchPaging,
  bounds: RankedBounds = RANKED_BOUNDS,
): Promise<SearchPageRows> {
  const ranked = await readPage(db, search, paging, bounds);
  const first = ranked[0];
  // Something matches whenever something was ranked: an empty first slice is an empty search.
  if (!first && paging.offset === 0) {
    return { rows: [], totalCount: 0, totalCapped: false };
  }
  const counts = first
    ? { total: first.total, ranked: first.ranked }
    : await countsOf(db, search, paging, bounds);
  const totalCapped = paging.countUpTo !== undefined && counts.total > paging.countUpTo;
  const totalCount = totalCapped ? paging.countUpTo! : counts.total;
  const rows = ranked.map(({ id, json }) => ({ id, json }));
  const wanted = paging.limit - rows.length;
  if (wanted === 0 || paging.offset + rows.length >= totalCount) {
    return { rows, totalCount, totalCapped };
  }
  const more = await readRest(
    db,
    search,
    { offset: Math.max(0, paging.offset - counts.ranked), limit: wanted },
    bounds,
  );
  return { rows: [...rows, ...more], totalCount, totalCapped };
}
