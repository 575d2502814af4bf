import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, type TestApp } from '@test/test-app';
import { compileSearchAsTyped } from './search';
import { searchPageRows, type RankedBounds } from './search-page';

/**
 * A search ranks a bounded set of its matches (ADR 0010): the first the index yields and those
 * among the newest products; every other match follows, newest first. Tiny bounds here, so that a
 * small catalogue goes past them.
 */
const BOUNDS: RankedBounds = { exactUpTo: 6, fromIndex: 4, newest: 3 };

/** A page row's product name, from the JSON the database wrote. */
const nameOf = (row: { json: string }) => (JSON.parse(row.json) as { name: string }).name;

let t: TestApp;
/** Every product, oldest first, with what the search for "sac" makes of it. */
const made: Array<{ id: string; name: string; tier: number | null; age: number }> = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const f = catalogueFixture(t.deps.db);
  const start = Date.parse('2026-01-01T00:00:00Z');
  // Oldest first, name matches (tier 0) and description matches (tier 2) interleaved, two
  // products that do not match, among them the newest.
  const kinds: Array<number | null> = [0, 2, null, 0, 2, 2, 0, 2, 0, 0, 2, 0, 2, 0, null];
  for (const [age, tier] of kinds.entries()) {
    const name = tier === 0 ? `Sac n°${age}` : tier === 2 ? `Pochette n°${age}` : `Montre n°${age}`;
    const description = tier === 2 ? 'Se porte comme un sac.' : 'Fait main.';
    const { _id } = await f.product({
      name,
      description,
      createdAt: new Date(start + age * 60_000),
    });
    made.push({ id: _id, name, tier, age });
  }
});
afterAll(() => t.close());

async function walk(limit: number, bounds: RankedBounds = BOUNDS) {
  const search = compileSearchAsTyped('sac')!;
  const names: string[] = [];
  let total = -1;
  for (let offset = 0; offset < 40; offset += limit) {
    const page = await searchPageRows(t.deps.db, search, { offset, limit }, bounds);
    total = page.totalCount;
    if (page.rows.length === 0) break;
    expect(page.rows.length === limit || offset + page.rows.length === total).toBe(true);
    names.push(...page.rows.map(nameOf));
  }
  return { names, total };
}

const byName = (name: string) => made.find((p) => p.name === name)!;
const matches = () => made.filter((p) => p.tier !== null);

describe('search past its ranked bounds', () => {
  it('shows every match once, across pages of any size, with the exact total', async () => {
    const { names, total } = await walk(3);
    expect(total).toBe(matches().length);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      matches()
        .map((p) => p.name)
        .sort(),
    );
    for (const limit of [1, 4, 5, 50]) expect((await walk(limit)).names).toEqual(names);
  });

  it('ranks the candidates first, then lists every other match newest first', async () => {
    const { names } = await walk(5);
    const newest = [...made].sort((a, b) => b.age - a.age).slice(0, BOUNDS.newest);
    // Some split of the list holds: a ranked head of between fromIndex and fromIndex + newest
    // products (name matches, then description matches, each newest first), holding every match
    // among the newest products, and a tail in date order alone.
    const splits = [];
    for (let h = BOUNDS.fromIndex; h <= BOUNDS.fromIndex + BOUNDS.newest; h++) {
      const head = names.slice(0, h).map(byName);
      const tail = names.slice(h).map(byName);
      const ranked = [...head].sort((a, b) => a.tier! - b.tier! || b.age - a.age);
      const dated = [...tail].sort((a, b) => b.age - a.age);
      const holdsNewest = newest.every((p) => p.tier === null || head.includes(p));
      if (
        head.every((p, i) => p === ranked[i]) &&
        tail.every((p, i) => p === dated[i]) &&
        holdsNewest
      ) {
        splits.push(h);
      }
    }
    expect(splits.length, names.join(', ')).toBeGreaterThan(0);
    // The tail really is past the bounds: a description match comes before an older name match.
    const tail = names.slice(splits[0]).map(byName);
    expect(tail.some((p, i) => p.tier === 2 && tail.slice(i).some((q) => q.tier === 0))).toBe(true);
  });

  it('counts up to a cap and says when more match, the pages stopping there', async () => {
    const search = compileSearchAsTyped('sac')!;
    const capped = await searchPageRows(
      t.deps.db,
      search,
      { offset: 0, limit: 3, countUpTo: 5 },
      BOUNDS,
    );
    expect(capped).toMatchObject({ totalCount: 5, totalCapped: true });
    const exact = await searchPageRows(t.deps.db, search, { offset: 0, limit: 3 }, BOUNDS);
    expect(exact).toMatchObject({ totalCount: matches().length, totalCapped: false });
    expect(capped.rows.map(nameOf)).toEqual(exact.rows.map(nameOf));
    const last = await searchPageRows(
      t.deps.db,
      search,
      { offset: 3, limit: 3, countUpTo: 5 },
      BOUNDS,
    );
    expect(last.rows).toHaveLength(3);
    const fits = await searchPageRows(
      t.deps.db,
      search,
      { offset: 0, limit: 3, countUpTo: matches().length },
      BOUNDS,
    );
    expect(fits).toMatchObject({ totalCount: matches().length, totalCapped: false });
  });

  it('ranks every match exactly when they are at most exactUpTo, a sample past that', async () => {
    const exact = matches()
      .sort((a, b) => a.tier! - b.tier! || b.age - a.age)
      .map((p) => p.name);
    const n = matches().length;
    expect((await walk(4, { exactUpTo: n, fromIndex: 2, newest: 3 })).names).toEqual(exact);
    // One match more than exactUpTo: the first two from the index and the newest are ranked.
    const sampled = await walk(4, { exactUpTo: n - 1, fromIndex: 2, newest: 3 });
    expect(sampled.names).not.toEqual(exact);
    expect(sampled.names.slice(0, 4).map((name) => byName(name).age)).toEqual([13, 0, 12, 1]);
  });
});
