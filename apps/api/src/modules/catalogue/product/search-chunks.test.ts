import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/test-app';
import { compileSearchAsTyped } from './search';
import {
  searchPageRows,
  searchPageSelect,
  type RankedBounds,
  type SearchPaging,
} from './search-page';

/**
 * A search reads its matches chunk after chunk of product_search and stops at its count's cap
 * (ADR 0019); its last word, a prefix, is read as the words it begins. The answers must be the
 * ones a read of the whole table gives: the same count, the same ranked candidates (the first
 * matches in the table's order and those among the newest), in the same order. Small bounds, and
 * products spread over five chunks.
 */
const CHUNK_ROWS = 4096; // migration 0031
const CHUNKS = 5;
const PER_CHUNK = 60;
const BOUNDS: RankedBounds = { exactUpTo: 6, fromIndex: 4, newest: 5 };
const PAGING: SearchPaging = { offset: 0, limit: 8, countUpTo: 40 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    // The next rows written start this chunk: five chunks without writing 20 000 rows.
    await t.deps.db.execute(
      sql`select setval('product_search_rows', ${chunk * CHUNK_ROWS}::bigint, false)`,
    );
    // "sac" in one product of two, "noir" in one of three, "sacoche" (another word "sac" begins)
    // in one of seven descriptions, "zellige" in three products, one in each of three chunks.
    await t.deps.db.execute(sql`
      insert into products (id, name, description, images, unit, stock, price_centimes, discount,
                            sale_price_centimes, more_details, search_extra, created_at, updated_at)
      select 'p' || lpad(n::text, 6, '0'),
             (case when n % 2 = 0 then 'Sac ' when n % 9 = 1 then 'Pochette ' else 'Montre ' end)
               || (array['Atlas', 'Médina', 'Sahara', 'Tanger'])[1 + n % 4]
               || case when n % 3 = 0 then ' noir' else ' camel' end
               || case when n in (70, 190, 250) then ' zellige' else '' end || ' ' || n,
             case when n % 7 = 0 then 'Une sacoche de voyage.' when n % 5 = 0 then 'Un sac, fait main.'
                  else 'Fait main au Maroc.' end,
             '{}', 'Taille unique', 5, 10000, 0, 10000, '{}'::jsonb, '',
             timestamptz '2026-01-01' + n * interval '1 minute', now()
      from generate_series(${chunk * PER_CHUNK + 1}::int, ${(chunk + 1) * PER_CHUNK}::int) as n`);
  }
});
afterAll(() => t.close());

// "1" begins more than eight words (the names' numbers): it stays a prefix.
const SEARCHES = ['sac', 'sac noir', 'montre camel', 'poch', 'zellige', 'sac zel', 'rien', '1'];

const search = (text: string, paging: SearchPaging = PAGING) =>
  searchPageRows(t.deps.db, compileSearchAsTyped(text)!, paging, BOUNDS);

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What matches, read from the whole table at once, with the words' prefix as PostgreSQL reads it. */
async function everyMatch(text: string) {
  const { matching } = compileSearchAsTyped(text)!.texts;
  const rows = await rowsOf<{ id: string }>(sql`
    select product_id as id from product_search
    where search_vector @@ to_tsquery('french', ${matching}) order by chunk, ctid`);
  return rows.map((r) => r.id);
}

/**
 * The first page ADR 0010 describes, written out over the whole table: every match ranked when
 * they are exactUpTo or fewer, else the first fromIndex in the table's order and the matches among
 * the newest, by tier, rank, newest; then every other match, newest first.
 */
async function expectedFirstPage(text: string) {
  const { inName, inNameOrCategories, asTyped, matching } = compileSearchAsTyped(text)!.texts;
  const q = (s: string) => sql`to_tsquery('french', ${s})`;
  const rows = await rowsOf<{ id: string }>(sql`
    with matches as (
      select product_id, created_at, search_vector, row_number() over (order by chunk, ctid) as n
      from product_search where search_vector @@ ${q(matching)}),
    ranked as (
      select *, (select count(*) from matches) <= ${BOUNDS.exactUpTo} or n <= ${BOUNDS.fromIndex}
         or product_id in (select product_id from product_search
                           order by created_at desc, product_id desc limit ${BOUNDS.newest})
           as candidate
      from matches)
    select product_id as id from ranked
    order by candidate desc,
             case when not candidate then 0
                  when search_vector @@ ${q(inName)} then 0
                  when search_vector @@ ${q(inNameOrCategories)} then 1
                  when search_vector @@ ${q(asTyped)} then 2 else 3 end,
             case when candidate then ts_rank(search_vector, ${q(matching)}) else 0 end desc,
             created_at desc, product_id desc
    limit ${PAGING.limit}`);
  return rows.map((r) => r.id);
}

describe('search read chunk after chunk (ADR 0019)', () => {
  it('spreads the catalogue over several chunks', async () => {
    const rows = await rowsOf<{ chunks: number }>(
      sql`select count(distinct chunk)::int as chunks from product_search`,
    );
    expect(rows[0]!.chunks).toBe(CHUNKS);
  });

  it('counts what a read of the whole table counts, capped or not', async () => {
    for (const text of SEARCHES) {
      const all = await everyMatch(text);
      const capped = await search(text);
      expect(capped.totalCount, text).toBe(Math.min(all.length, PAGING.countUpTo!));
      expect(capped.totalCapped, text).toBe(all.length > PAGING.countUpTo!);
      const { countUpTo: _, ...uncapped } = PAGING;
      expect((await search(text, uncapped)).totalCount, text).toBe(all.length);
    }
  });

  it('ranks the first matches in the table’s order and the newest, as a whole read would', async () => {
    for (const text of SEARCHES) {
      const page = await search(text);
      expect(
        page.rows.map((r) => r.id),
        text,
      ).toEqual(await expectedFirstPage(text));
    }
  });

  it('stops at the chunk where its count is reached; a rare word reads them all', async () => {
    const chunksRead = async (text: string) => {
      const { texts } = compileSearchAsTyped(text)!;
      const statement = searchPageSelect(t.deps.db, {
        texts,
        ...BOUNDS,
        upTo: PAGING.countUpTo! + 1,
        limit: PAGING.limit,
        offset: 0,
      });
      const rows = await rowsOf<{ 'QUERY PLAN': unknown }>(
        sql`explain (analyze, format json) ${statement}`,
      );
      const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
      const walk = /"Function Name":\s*"generate_series"[^}]*?"Actual Rows":\s*(\d+)/.exec(plan);
      expect(walk, 'the chunks are walked').not.toBeNull();
      return Number(walk![1]);
    };
    // The chunk holding the count's last match (its cap plus one), from a read of every match.
    const { matching } = compileSearchAsTyped('sac')!.texts;
    const [last] = await rowsOf<{ chunk: number }>(sql`
      select chunk from product_search where search_vector @@ to_tsquery('french', ${matching})
      order by chunk, ctid offset ${PAGING.countUpTo!} limit 1`);
    expect(last!.chunk).toBeLessThan(CHUNKS - 2);
    expect(await chunksRead('sac')).toBe(last!.chunk + 1);
    expect(await chunksRead('zellige')).toBe(CHUNKS);
    // A prefix GIN must collect whole would be collected again in every chunk: the whole index
    // is read once instead.
    expect(await chunksRead('1')).toBe(0);
  });
});

describe('a search’s last word, a prefix, read as the words it begins', () => {
  const sameRows = async (query: string) => {
    const rows = await rowsOf<{
      plain: string[] | null;
      expanded: string[] | null;
      form: string;
    }>(sql`
      select (select array_agg(product_id order by product_id) from product_search
              where search_vector @@ to_tsquery('french', ${query})) as plain,
             (select array_agg(product_id order by product_id) from product_search
              where search_vector @@ search_match_query(to_tsquery('french', ${query}))) as expanded,
             search_match_query(to_tsquery('french', ${query}))::text as form`);
    return rows[0]!;
  };

  it('matches the rows the prefix matches, weights and alternatives kept', async () => {
    for (const query of ['sac:*', 'noir & sac:*', 'sac:*A', 'montr & (poch:* | zellig)', 'z:*']) {
      const { plain, expanded } = await sameRows(query);
      expect(expanded, query).toEqual(plain);
    }
    // "sac" begins "sac" and "sacoch": both read as words.
    expect((await sameRows('sac:*')).form).toBe("'sac' | 'sacoch'");
    expect((await sameRows('sac:*A')).form).toBe("'sac':A | 'sacoch':A");
  });

  it('knows a word as soon as a product brings it', async () => {
    expect((await sameRows('sacr:*')).plain).toBeNull();
    await t.deps.db.execute(sql`
      insert into products (id, name, description, images, unit, stock, price_centimes, discount,
                            sale_price_centimes, more_details, search_extra, created_at, updated_at)
      values ('p-sacre', 'Coffret Sacré', 'Fait main.', '{}', 'Taille unique', 5, 10000, 0, 10000,
              '{}'::jsonb, '', now(), now())`);
    const { plain, expanded } = await sameRows('sacr:*');
    expect(plain).toEqual(['p-sacre']);
    expect(expanded).toEqual(plain);
    expect((await sameRows('sac:*')).form).toBe("'sac' | 'sacoch' | 'sacr'");
    // A product whose text changes brings its new words too.
    await t.deps.db.execute(sql`update products set name = 'Coffret Saphir' where id = 'p-sacre'`);
    const renamed = await sameRows('saph:*');
    expect(renamed.plain).toEqual(['p-sacre']);
    expect(renamed.expanded).toEqual(renamed.plain);
    expect(renamed.form).not.toContain(':*');
  });

  it('stays a prefix past eight words', async () => {
    // The numbers in the names: "1" begins more than eight of them.
    const { plain, expanded, form } = await sameRows('1:*');
    expect(form).toBe("'1':*");
    expect(expanded).toEqual(plain);
  });
});
