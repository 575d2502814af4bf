import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/test-app';
import { compileSearchAsTyped } from './search';
import { searchPageRows, type RankedBounds, type SearchPaging } from './search-page';

/**
 * A common word's matches are read in table order once a search has learnt where its count stops
 * (ADR 0015), the rare ones from the index: the answer must be the one the index alone gives, the
 * same rows, in the same order, with the same count. Small bounds, so that a catalogue of a few
 * hundred products spans many blocks past the count's cap.
 */
const BOUNDS: RankedBounds = { exactUpTo: 6, fromIndex: 4, newest: 5 };
const PAGING: SearchPaging = { offset: 0, limit: 8, countUpTo: 40 };
const PRODUCTS = 900;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // "sac" in one product of two, "noir" in one of three, "pochette" in one of nine, "zellige"
  // in three: a common word, a common pair, a rarer word, a rare one, spread through the table.
  await t.deps.db.execute(sql`
    insert into products (id, name, description, images, unit, stock, price_centimes, discount,
                          sale_price_centimes, more_details, search_extra, created_at, updated_at)
    select 'p' || lpad(g::text, 6, '0'),
           (case when g % 2 = 0 then 'Sac ' when g % 9 = 1 then 'Pochette ' else 'Montre ' end)
             || (array['Atlas', 'Médina', 'Sahara', 'Tanger'])[1 + g % 4]
             || case when g % 3 = 0 then ' noir' else ' camel' end
             || case when g in (17, 450, 883) then ' zellige' else '' end || ' ' || g,
           case when g % 5 = 0 then 'Un sac de voyage, fait main.' else 'Fait main au Maroc.' end,
           '{}', 'Taille unique', 5, 10000, 0, 10000, '{}'::jsonb, '',
           timestamptz '2026-01-01' + g * interval '1 minute', now()
    from generate_series(1, ${PRODUCTS}) as g`);
});
afterAll(() => t.close());

/** A page as the shopper sees it: names in order, the count, whether it was capped. */
const seen = (page: Awaited<ReturnType<typeof searchPageRows>>) => ({
  ids: page.rows.map((r) => r.id),
  totalCount: page.totalCount,
  totalCapped: page.totalCapped,
});

const search = (text: string, paging: SearchPaging = PAGING) =>
  searchPageRows(t.deps.db, compileSearchAsTyped(text)!, paging, BOUNDS);

describe('search matches read in table order (ADR 0015)', () => {
  it('gives a common word the rows, order and count the index gives, every page', async () => {
    for (const text of ['sac', 'sac noir', 'montre']) {
      const pages = [0, 8, 16, 32].map((offset) => ({ ...PAGING, offset }));
      const fromIndex = [];
      for (const paging of pages) fromIndex.push(await search(text, paging));
      expect(fromIndex[0]!.inTableOrder, text).toBe(false);
      expect(fromIndex[0]!.totalCapped, text).toBe(true);
      // The first run learnt where its count stops: from now on, read in table order.
      for (const [i, paging] of pages.entries()) {
        const inTableOrder = await search(text, paging);
        if (i === 0) expect(inTableOrder.inTableOrder, text).toBe(true);
        expect(seen(inTableOrder), `${text} at ${paging.offset}`).toEqual(seen(fromIndex[i]!));
      }
    }
  });

  it('reads a word with fewer matches than the cap from the index, as before', async () => {
    for (const text of ['zellige', 'pochette tanger', 'sac zellige']) {
      const first = await search(text);
      const again = await search(text);
      expect(again.inTableOrder, text).toBe(false);
      expect(first.totalCapped, text).toBe(false);
      expect(seen(again), text).toEqual(seen(first));
    }
  });

  it('ranks every match the same way whichever way they are read', async () => {
    const walk = async () => {
      const ids: string[] = [];
      for (let offset = 0; offset < 40; offset += 8) {
        ids.push(...(await search('noir', { ...PAGING, offset })).rows.map((r) => r.id));
      }
      return ids;
    };
    const fromIndex = await walk();
    const inTableOrder = await walk();
    expect(new Set(inTableOrder).size).toBe(40);
    expect(inTableOrder).toEqual(fromIndex);
    expect((await search('noir')).inTableOrder).toBe(true);
  });

  it('answers right when the table changed since the hint was learnt', async () => {
    const before = await search('montre camel');
    expect((await search('montre camel')).inTableOrder).toBe(true);
    // The first blocks' "montre camel" products become "Bracelet": the blocks the hint names no
    // longer hold enough matches, and the index answers; the new count is the index's.
    await t.deps.db.execute(
      sql`update products set name = replace(name, 'Montre', 'Bracelet') where id < 'p000400'`,
    );
    const after = await search('montre camel');
    expect(after.inTableOrder).toBe(false);
    expect(after.rows.map((r) => r.id)).not.toEqual(before.rows.map((r) => r.id));
    const matching = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where name like 'Montre%camel%'`,
    );
    const n = (matching as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(after.totalCount).toBe(Math.min(n, PAGING.countUpTo!));
    expect(after.totalCapped).toBe(n > PAGING.countUpTo!);
  });
});
