import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, productSearch } from '../../../db/schema';

/** Bounds the work one request can ask for, whatever it sends. */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
/** "One typo tolerated on words of 5+ letters" (issue 4). */
const FUZZY_MIN_LENGTH = 5;
const MAX_CORRECTIONS = 5;
const MAX_CANDIDATE_NAMES = 500;
/** Low enough that every one-edit variant of a 5-letter word is a trigram candidate. */
const TRIGRAM_CANDIDATE_THRESHOLD = '0.3';

const SAFE_TOKEN = /^[\p{L}\p{N}]+$/u;

/**
 * The words of what a shopper typed, accent- and case-free: letters and digits only, so
 * that nothing of the user's text can reach to_tsquery as an operator. Single letters
 * (the "a" of "sac a main", elisions like l', d') are dropped when other words remain.
 */
export function searchTokens(text: string): string[] {
  const words =
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const tokens = words.map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  const meaningful = tokens.filter((w) => w.length > 1 || /\d/.test(w));
  return (meaningful.length > 0 ? meaningful : tokens).slice(0, MAX_TOKENS);
}

/** True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

/** The last word is still being typed: it matches as a prefix ("lun" finds "lunettes"). */
function term(token: string, isLast: boolean, weights = ''): string {
  if (isLast) return `${token}:*${weights}`;
  return weights ? `${token}:${weights}` : token;
}

/** to_tsquery text for all the words; `weights` restricts where they must occur (A = name). */
export function exactQuery(tokens: string[], weights = ''): string {
  return tokens.map((t, i) => term(t, i === tokens.length - 1, weights)).join(' & ');
}

/** Same, each misspelt word also accepting the catalogue words one edit away from it. */
export function expandedQuery(tokens: string[], corrections: Map<string, string[]>): string {
  return tokens
    .map((t, i) => {
      const alternatives = [term(t, i === tokens.length - 1), ...(corrections.get(t) ?? [])];
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0];
    })
    .join(' & ');
}

/**
 * The query parsed once per statement (a scalar subquery, run once): in a prepared statement's
 * generic plan a bare to_tsquery($n) would be parsed again for every row it is compared with.
 */
const tsquery = (query: string | Placeholder) => sql`(select to_tsquery('french', ${query}))`;

const matches = (query: string | Placeholder) =>
  sql`${productSearch.searchVector} @@ ${tsquery(query)}`;

/**
 * The same rows as `matches`, each prefix read as the words it begins (search_match_query,
 * migration 0031): the GIN index skips through exact words, and collects every row of a prefix's
 * words before anything else (ADR 0019).
 */
const indexedQuery = (query: string | Placeholder) =>
  sql`search_match_query(to_tsquery('french', ${query}))`;

/**
 * For each long word that matches nothing as typed, the words of product names within one
 * edit of it. pg_trgm's word similarity (GIN index on the unaccented name) finds the
 * candidates; the exact one-edit rule then keeps the real neighbours only.
 */
async function corrections(db: Db, tokens: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  const long = tokens
    .map((t, i) => ({ t, isLast: i === tokens.length - 1 }))
    .filter(({ t }) => t.length >= FUZZY_MIN_LENGTH && !/^\d+$/.test(t));
  if (long.length === 0) return result;
  // Most words are spelt right: one statement tells which match nothing as typed. The word is a
  // parameter there, so the planner cannot bet on a scan of the whole table for a rare one.
  const { rows: found } = (await db.execute(sql`
    select exists (select 1 from ${productSearch}
                   where ${productSearch.searchVector} @@ to_tsquery('french', w.query)) as found
    from unnest(array[${sql.join(
      long.map(({ t, isLast }) => sql`${term(t, isLast)}`),
      sql`, `,
    )}]::text[]) with ordinality as w(query, i)
    order by w.i`)) as unknown as { rows: Array<{ found: boolean }> };
  const misspelt = long.filter((_, i) => !found[i]?.found);
  if (misspelt.length === 0) return result;
  await db.transaction(async (tx) => {
    // Both probes below are index look-ups by design. Under LIMIT, or for a word found
    // nowhere (the usual case here), the planner otherwise bets on a sequential scan that
    // ends up reading the whole table; the settings last until the end of this transaction.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${TRIGRAM_CANDIDATE_THRESHOLD}, true),
        set_config('enable_seqscan', 'off', true)`,
    );
    for (const { t } of misspelt) {
      const normalizedName = sql`f_unaccent(lower(${products.name}))`;
      // The candidate rows are bounded: past a few hundred names the same words repeat.
      const similar = tx
        .select({ name: sql<string>`${normalizedName}`.as('name') })
        .from(products)
        .where(sql`${normalizedName} %> ${t}`)
        .limit(MAX_CANDIDATE_NAMES)
        .as('candidates');
      const rows = await tx
        .selectDistinct({ word: sql<string>`w.word` })
        .from(similar)
        .innerJoin(
          sql`regexp_split_to_table(${similar.name}, '[^[:alnum:]]+') as w(word)`,
          sql`true`,
        )
        .where(sql`length(w.word) between ${t.length - 1} and ${t.length + 1}`);
      const near = rows
        .map((r) => r.word)
        .filter((w) => w !== t && SAFE_TOKEN.test(w) && withinOneEdit(t, w))
        .slice(0, MAX_CORRECTIONS);
      if (near.length > 0) result.set(t, near);
    }
  });
  return result;
}

/** The to_tsquery texts of a search: its statements' only parameters besides the paging. */
export interface SearchTexts<T = string> {
  /** Every word in the name. */
  inName: T;
  /** Every word in the name or the category names. */
  inNameOrCategories: T;
  /** Every word anywhere, as typed. */
  asTyped: T;
  /** Every word anywhere, a misspelt one also as its corrections: what matches. */
  matching: T;
}

/** A search over product_search: which rows match, and the keys that rank them. */
export interface CompiledSearch extends SearchConditions {
  texts: SearchTexts;
}

export interface SearchConditions {
  /** The condition on product_search. */
  where: SQL;
  /** The same rows, as the GIN index reads them best: where the index is read. */
  whereIndexed: SQL;
  /** The tsquery of whereIndexed, for a statement that reads it once for several uses. */
  indexedQuery: SQL;
  /** Name matches first (0), then category names, then description, then typo matches (3). */
  tier: SQL;
  /** Then the closer match first (descending); ties go to the newest, then the larger id. */
  rank: SQL;
}

/** Null when the text holds no word at all: the caller answers an empty page. */
export async function compileSearch(db: Db, text: string): Promise<CompiledSearch | null> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  return compiled(tokens, await corrections(db, tokens));
}

/**
 * The words as typed, with no spelling check. When it finds anything, every word matched on its
 * own, so compileSearch would correct none of them and build this very query: a search that finds
 * something is answered in one statement, and only one that finds nothing looks for typos.
 */
export function compileSearchAsTyped(text: string): CompiledSearch | null {
  const tokens = searchTokens(text);
  return tokens.length === 0 ? null : compiled(tokens, new Map());
}

function compiled(tokens: string[], corrected: Map<string, string[]>): CompiledSearch {
  const texts: SearchTexts = {
    inName: exactQuery(tokens, 'A'),
    inNameOrCategories: exactQuery(tokens, 'AB'),
    asTyped: exactQuery(tokens),
    matching: expandedQuery(tokens, corrected),
  };
  // A first page runs a prepared statement that takes the texts only: the conditions (Drizzle
  // SQL, 2 % of a search's CPU in the shop when built on every request) wait for a reader.
  let conditions: SearchConditions | undefined;
  const built = () => (conditions ??= searchConditions(texts));
  return {
    texts,
    get where() {
      return built().where;
    },
    get whereIndexed() {
      return built().whereIndexed;
    },
    get indexedQuery() {
      return built().indexedQuery;
    },
    get tier() {
      return built().tier;
    },
    get rank() {
      return built().rank;
    },
  };
}

/** The conditions of a search on product_search, from its texts or from placeholders for them. */
export function searchConditions(texts: SearchTexts<string | Placeholder>): SearchConditions {
  const tier = sql`case
    when ${matches(texts.inName)} then 0
    when ${matches(texts.inNameOrCategories)} then 1
    when ${matches(texts.asTyped)} then 2
    else 3 end`;
  return {
    where: matches(texts.matching),
    whereIndexed: sql`${productSearch.searchVector} @@ (select ${indexedQuery(texts.matching)})`,
    indexedQuery: indexedQuery(texts.matching),
    tier,
    rank: sql`ts_rank(${productSearch.searchVector}, ${tsquery(texts.matching)})`,
  };
}
