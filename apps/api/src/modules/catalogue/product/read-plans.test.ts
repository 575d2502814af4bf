import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { setupTestApp } from '@test/test-app';
import type { Db } from '../../../db/client';
import { productSubcategories } from '../../../db/schema';
import { listingPageRows } from './listing-page';
import { compileSearchAsTyped } from './search';
import { searchPageRows, STOREFRONT_COUNT_CAP } from './search-page';

/** How PostgreSQL has planned a prepared statement on this connection so far. */
async function plansOf(db: Db, name: string) {
  const { rows } = (await db.execute(
    sql`select generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where name = ${name}`,
  )) as unknown as { rows: Array<{ generic: number; custom: number }> };
  return rows[0];
}

// A listing or a search is planned once per connection, then only run: a statement planned
// again on every run cost half a listing's database time at 100 000 products.
const PRODUCTS = 2000;

describe.runIf(process.env.DATABASE_URL)('catalogue reads planned once (PostgreSQL)', () => {
  const t = setupTestApp({ seed: false });

  it('keeps the generic plan of a listing page and of a search page after five runs', async () => {
    const f = catalogueFixture(t.deps.db);
    const category = await f.category('Sacs');
    const sub = await f.subcategory('Sacs à main', [category._id]);
    // Enough rows that a limit the planner guesses at a tenth of them costs more than the page.
    const ids = await f.manyProducts(PRODUCTS, 'Sac Atlas', [category._id]);
    await t.deps.db
      .insert(productSubcategories)
      .values(ids.map((productId) => ({ productId, subcategoryId: sub._id })));
    await t.deps.db.execute(sql`analyze products, product_listings, product_search`);
    const search = compileSearchAsTyped('sac atlas')!;
    const plans = await t.deps.database.withConnection(async (db) => {
      for (let page = 0; page < 8; page++) {
        const listing = await listingPageRows(db, {
          categoryId: category._id,
          subCategoryId: sub._id,
          sort: 'newest',
          offset: page * 3,
          limit: 3 + (page % 2),
        });
        expect(listing.length).toBe(3 + (page % 2));
        const found = await searchPageRows(db, search, {
          offset: 0,
          limit: 12 - (page % 2),
          countUpTo: STOREFRONT_COUNT_CAP,
        });
        expect(found.totalCount).toBe(STOREFRONT_COUNT_CAP);
      }
      return {
        listing: await plansOf(db, 'listing_page_newest'),
        search: await plansOf(db, 'search_page'),
      };
    });
    // Five custom plans, then the generic one, kept: eight runs plan six times, not eight.
    expect(plans.listing).toEqual({ generic: 3, custom: 5 });
    expect(plans.search).toEqual({ generic: 3, custom: 5 });
  });
});
