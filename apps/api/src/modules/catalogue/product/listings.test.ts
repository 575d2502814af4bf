import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  listingCounts,
  productCategories,
  productListings,
  products,
  productSearch,
  productSubcategories,
  subcategories,
} from '../../../db/schema';
import { prng } from '../../../seed/orders';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createProduct } from '@test/fixtures/shop';
import { createTestApp, type TestApp } from '@test/test-app';
import { refreshSearchExtra } from './search-extra';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The listing rebuilt from scratch from products and their links: what the table must hold. */
async function rebuilt() {
  const { rows } = (await t.deps.db.execute(sql`
    select pc.category_id, ps.subcategory_id, p.id as product_id, p.sale_price_centimes,
           p.discount, f_unaccent(lower(p.name)) as name_key, p.name,
           (extract(epoch from p.created_at) * 1000)::float8 as created_at
    from ${products} p
    join ${productCategories} pc on pc.product_id = p.id
    join ${productSubcategories} ps on ps.product_id = p.id
    order by 1, 2, 3`)) as unknown as { rows: unknown[] };
  return rows;
}

/** Each product's references rebuilt from its links and the names: what its columns must hold. */
async function refsRebuilt() {
  const { rows } = (await t.deps.db.execute(sql`
    select p.id,
      coalesce((select jsonb_agg(jsonb_build_object('_id', c.id, 'name', c.name)
                  order by f_unaccent(lower(c.name)) collate "C", c.name collate "C", c.id)
                from ${productCategories} pc join ${categories} c on c.id = pc.category_id
                where pc.product_id = p.id), '[]'::jsonb) as category_refs,
      coalesce((select jsonb_agg(jsonb_build_object('_id', s.id, 'name', s.name)
                  order by f_unaccent(lower(s.name)) collate "C", s.name collate "C", s.id)
                from ${productSubcategories} ps join ${subcategories} s on s.id = ps.subcategory_id
                where ps.product_id = p.id), '[]'::jsonb) as subcategory_refs
    from ${products} p order by p.id`)) as unknown as { rows: unknown[] };
  return rows;
}

const refsKept = () =>
  t.deps.db
    .select({
      id: products.id,
      category_refs: products.categoryRefs,
      subcategory_refs: products.subcategoryRefs,
    })
    .from(products)
    .orderBy(products.id);

/** Each product's search row rebuilt from its columns, as the old generated column computed it. */
async function searchRebuilt() {
  const { rows } = (await t.deps.db.execute(sql`
    select p.id, (extract(epoch from p.created_at) * 1000)::float8 as created_at,
      (setweight(to_tsvector('french'::regconfig, f_unaccent(p.name)), 'A')
       || setweight(to_tsvector('french'::regconfig, f_unaccent(p.search_extra)), 'B')
       || setweight(to_tsvector('french'::regconfig, f_unaccent(p.description)), 'C'))::text
        as document
    from ${products} p order by p.id`)) as unknown as { rows: unknown[] };
  return rows;
}

async function searchKept() {
  const s = productSearch;
  const { rows } = (await t.deps.db.execute(sql`
    select ${s.productId} as id, (extract(epoch from ${s.createdAt}) * 1000)::float8 as created_at,
      ${s.searchVector}::text as document
    from ${s} order by ${s.productId}`)) as unknown as { rows: unknown[] };
  return rows;
}

/** Each listing's kept count against count(*) (a listing emptied keeps a row at 0). */
async function countsKeptAndCounted() {
  const { rows } = (await t.deps.db.execute(sql`
    select coalesce(k.category_id, c.category_id) as category_id,
           coalesce(k.subcategory_id, c.subcategory_id) as subcategory_id,
           coalesce(k.products, 0) as kept, coalesce(c.n, 0) as counted
    from ${listingCounts} k
    full join (select category_id, subcategory_id, count(*)::int as n
               from ${productListings} group by 1, 2) c
      on c.category_id = k.category_id and c.subcategory_id = k.subcategory_id`)) as unknown as {
    rows: Array<{ kept: number; counted: number }>;
  };
  return rows;
}

/** These products' search text rebuilt from their links and the names, and as kept. */
async function searchExtraRebuiltAndKept(ids: string[]) {
  const { rows } = (await t.deps.db.execute(sql`
    select p.id, p.search_extra as kept,
      coalesce((select string_agg(n.name, ' ' order by n.name) from (
          select c.name from ${productCategories} pc join ${categories} c on c.id = pc.category_id
            where pc.product_id = p.id
          union
          select s.name from ${productSubcategories} ps
            join ${subcategories} s on s.id = ps.subcategory_id where ps.product_id = p.id) n),
        '') as rebuilt
    from ${products} p where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by p.id`)) as unknown as {
    rows: Array<{ id: string; kept: string; rebuilt: string }>;
  };
  return rows;
}

async function kept() {
  const l = productListings;
  const { rows } = (await t.deps.db.execute(sql`
    select ${l.categoryId}, ${l.subcategoryId}, ${l.productId}, ${l.salePriceCentimes},
           ${l.discount}, ${l.nameKey}, ${l.name},
           (extract(epoch from ${l.createdAt}) * 1000)::float8 as created_at
    from ${l} order by 1, 2, 3`)) as unknown as { rows: unknown[] };
  return rows;
}

describe("the catalogue's kept copies (product_listings, product_search, each product's references)", () => {
  it('equal what products, links and names give after random writes and deletes of every kind', async () => {
    const rng = prng(2026);
    const f = catalogueFixture(t.deps.db);
    const cats: string[] = [];
    for (const name of ['Femme', 'Homme', 'Enfant', 'Maison'])
      cats.push((await f.category(name))._id);
    const subs: string[] = [];
    for (const name of ['Sacs', 'Montres', 'Bijoux', 'Ceintures', 'Lunettes']) {
      subs.push((await f.subcategory(name, [rng.pick(cats)]))._id);
    }
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await createProduct(t.deps, { price: 50 + i })).id);

    const writes: Array<() => Promise<unknown>> = [
      () =>
        t.deps.db
          .insert(products)
          .values({
            name: `Sac Médina ${rng.int(1, 999)}`,
            priceCentimes: 9900,
            salePriceCentimes: 9900,
          })
          .returning()
          .then(([p]) => ids.push(p!.id)),
      () =>
        t.deps.db
          .insert(productCategories)
          .values({ productId: rng.pick(ids), categoryId: rng.pick(cats) })
          .onConflictDoNothing(),
      () =>
        t.deps.db
          .insert(productSubcategories)
          .values({ productId: rng.pick(ids), subcategoryId: rng.pick(subs) })
          .onConflictDoNothing(),
      () =>
        t.deps.db
          .delete(productCategories)
          .where(
            and(
              eq(productCategories.productId, rng.pick(ids)),
              eq(productCategories.categoryId, rng.pick(cats)),
            ),
          ),
      () =>
        t.deps.db
          .delete(productSubcategories)
          .where(eq(productSubcategories.productId, rng.pick(ids))),
      () =>
        t.deps.db
          .update(products)
          .set({ salePriceCentimes: rng.int(100, 90000), discount: rng.int(0, 60) })
          .where(eq(products.id, rng.pick(ids))),
      () =>
        t.deps.db
          .update(products)
          .set({ name: `Élégance ${rng.int(1, 99)}` })
          .where(eq(products.id, rng.pick(ids))),
      // Renamed, a category or subcategory moves in every product's list (French order).
      () =>
        t.deps.db
          .update(categories)
          .set({ name: `${rng.pick(['Été', 'enfant', 'Zèbre', 'atlas'])} ${rng.int(1, 999)}` })
          .where(eq(categories.id, rng.pick(cats))),
      () =>
        t.deps.db
          .update(subcategories)
          .set({
            name: `${rng.pick(['Écharpes', 'bagues', 'Sacs', 'ceintures'])} ${rng.int(1, 999)}`,
          })
          .where(eq(subcategories.id, rng.pick(subs))),
      // What a search reads: the description, the category names kept beside, the date.
      () =>
        t.deps.db
          .update(products)
          .set({ description: `${rng.pick(['Cuir', 'Rafia', 'Perles'])} tressé ${rng.int(1, 99)}` })
          .where(eq(products.id, rng.pick(ids))),
      () =>
        t.deps.db
          .update(products)
          .set({ searchExtra: `${rng.pick(['Femme Sacs', 'Homme Montres', ''])}` })
          .where(eq(products.id, rng.pick(ids))),
      () =>
        t.deps.db
          .update(products)
          .set({ createdAt: new Date(Date.UTC(2026, rng.int(0, 10), rng.int(1, 28))) })
          .where(eq(products.id, rng.pick(ids))),
      // A checkout's stock change leaves the listing as it is.
      () =>
        t.deps.db
          .update(products)
          .set({ stock: sql`${products.stock} + 1` })
          .where(eq(products.id, rng.pick(ids))),
      () => {
        const [gone] = ids.splice(rng.int(0, ids.length - 1), 1);
        return t.deps.db.delete(products).where(eq(products.id, gone!));
      },
    ];
    // Links first, so that there is something to list, then every kind of write at random.
    for (let i = 0; i < 60; i++) await writes[1 + (i % 2)]!();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 60; i++) await rng.pick(writes)();
      expect((await kept()).length).toBeGreaterThan(0);
      expect(await kept()).toEqual(await rebuilt());
      expect(await refsKept()).toEqual(await refsRebuilt());
      expect(await searchKept()).toEqual(await searchRebuilt());
      const counts = await countsKeptAndCounted();
      expect(counts.filter((c) => c.kept !== c.counted)).toEqual([]);
      expect(counts.some((c) => c.counted > 1)).toBe(true);
    }
    // A category or subcategory deleted takes its listings with it.
    await t.deps.db.delete(categories).where(eq(categories.id, cats[0]!));
    await t.deps.db.delete(subcategories).where(eq(subcategories.id, subs[0]!));
    expect(await kept()).toEqual(await rebuilt());
    expect(await refsKept()).toEqual(await refsRebuilt());
    expect((await countsKeptAndCounted()).filter((c) => c.kept !== c.counted)).toEqual([]);
    expect((await refsKept()).some((p) => p.category_refs.length > 1)).toBe(true);
  });

  it("keep each product's search text as its categories and subcategories are renamed or deleted, whatever writes them", async () => {
    const rng = prng(44);
    const f = catalogueFixture(t.deps.db);
    const cats: string[] = [];
    for (const name of ['Plage', 'Soirée', 'Sport', 'Bureau'])
      cats.push((await f.category(name))._id);
    const subs: string[] = [];
    for (const name of ['Paniers', 'Pochettes', 'Sandales', 'Foulards'])
      subs.push((await f.subcategory(name, [rng.pick(cats)]))._id);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const product = await f.product({
        name: `Article ${i}`,
        categoryIds: [...new Set([rng.pick(cats), rng.pick(cats)])],
        subcategoryIds: [...new Set([rng.pick(subs), rng.pick(subs)])],
      });
      ids.push(product._id);
    }
    const drift = async () =>
      (await searchExtraRebuiltAndKept(ids)).filter((row) => row.kept !== row.rebuilt);
    expect(await drift()).toEqual([]);

    // Names that sometimes meet (each shown once) and sometimes stay as they were.
    const names = ['Été', 'été', 'Cuir', 'Plage', 'Paniers', 'Ocre'];
    for (let round = 0; round < 12; round++) {
      await t.deps.db
        .update(categories)
        .set({ name: rng.pick(names) })
        .where(eq(categories.id, rng.pick(cats)));
      await t.deps.db
        .update(subcategories)
        .set({ name: rng.pick(names) })
        .where(eq(subcategories.id, rng.pick(subs)));
      expect(await drift()).toEqual([]);
    }

    // A link taken away while its category stays is the product's own edit, which refreshes
    // once all its links are set (refreshSearchExtra): the trigger leaves the text alone.
    const [first] = await searchExtraRebuiltAndKept([ids[0]!]);
    const [link] = await t.deps.db
      .delete(productCategories)
      .where(eq(productCategories.productId, ids[0]!))
      .returning();
    expect((await searchExtraRebuiltAndKept([ids[0]!]))[0]!.kept).toBe(first!.kept);
    await refreshSearchExtra(t.deps.db, [ids[0]!]);
    expect(await drift()).toEqual([]);
    await t.deps.db.insert(productCategories).values(link!);
    await refreshSearchExtra(t.deps.db, [ids[0]!]);
    expect(await drift()).toEqual([]);

    // Deleted, a category or subcategory leaves the text of every product it had.
    await t.deps.db.delete(subcategories).where(eq(subcategories.id, subs[0]!));
    expect(await drift()).toEqual([]);
    await t.deps.db.delete(categories).where(eq(categories.id, cats[0]!));
    await t.deps.db.delete(categories).where(eq(categories.id, cats[1]!));
    expect(await drift()).toEqual([]);
    expect((await searchExtraRebuiltAndKept(ids)).some((row) => row.kept.includes(' '))).toBe(true);
    expect(await searchKept()).toEqual(await searchRebuilt());
  });
});
