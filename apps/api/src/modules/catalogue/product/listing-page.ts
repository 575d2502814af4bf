import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { PRODUCT_SORTS, type ProductSort } from '@zina/shared/schemas/catalogue';
import type { Db } from '../../../db/client';
import { builderReadAtRun, preparedPerDb } from '../../../db/prepared-query';
import { listingCounts, productListings, products } from '../../../db/schema';
import { LISTING_ORDER, PRODUCT_ORDER } from './product-order';
import { productJson } from '../core/product-view';

export interface ListingPaging {
  categoryId: string;
  subCategoryId: string;
  sort: ProductSort;
  offset: number;
  limit: number;
}

/** A (category, subcategory) pair's rows in product_listings. */
export const listingPair = (categoryId: string | SQLWrapper, subCategoryId: string | SQLWrapper) =>
  and(
    eq(productListings.categoryId, categoryId),
    eq(productListings.subcategoryId, subCategoryId),
  )!;

/**
 * A listing page in one statement: its product ids chosen on the listing's own index (the
 * skipped rows cost their sort keys, not their JSON), those products' JSON (productJson), and the count
 * kept on write (listing_counts), one row however large the listing. One statement per sort, its
 * pair and paging as parameters, built once per database (a prepared query) and planned once per
 * connection (its paging read at run time: readAtRun).
 */
function prepareListingPage(db: Db, sort: ProductSort) {
  const categoryId = sql.placeholder('categoryId');
  const subCategoryId = sql.placeholder('subCategoryId');
  const chosen = db.$with('chosen').as(
    db
      .select({
        id: sql<string>`${productListings.productId}`.as('chosen_id'),
        total: sql<number>`(select ${listingCounts.products} from ${listingCounts}
            where ${listingCounts.categoryId} = ${categoryId}
              and ${listingCounts.subcategoryId} = ${subCategoryId})`
          .mapWith(Number)
          .as('total'),
      })
      .from(productListings)
      .where(listingPair(categoryId, subCategoryId))
      .orderBy(...LISTING_ORDER[sort])
      .limit(builderReadAtRun(sql.placeholder('limit')))
      .offset(builderReadAtRun(sql.placeholder('offset'))),
  );
  return db
    .with(chosen)
    .select({ id: products.id, json: productJson, total: chosen.total })
    .from(products)
    .innerJoin(chosen, eq(chosen.id, products.id))
    .orderBy(...PRODUCT_ORDER[sort])
    .prepare(`listing_page_${sort.replace('-', '_')}`);
}

const listingPageQueries = preparedPerDb(
  (db) =>
    Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, prepareListingPage(db, sort)])) as Record<
      ProductSort,
      ReturnType<typeof prepareListingPage>
    >,
);

/** The page's products (their ids and JSON), each with the listing's total (none past the last page). */
export function listingPageRows(db: Db, q: ListingPaging) {
  return listingPageQueries(db)[q.sort].execute({
    categoryId: q.categoryId,
    subCategoryId: q.subCategoryId,
    limit: q.limit,
    offset: q.offset,
  });
}
