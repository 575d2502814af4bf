import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
} from '../../../db/schema';

/**
 * products.search_extra holds the names of a product's categories and subcategories so that
 * search finds "Sacs à main" products by their category. A new product gets it in its insert
 * (searchExtraOf); whoever changes a product's links or renames a category or subcategory calls
 * one of the refreshes below, inside the same transaction.
 *
 * Each row is written once and only when its text changes: every update of a product's text
 * leaves a dead row version in products and product_search and a dead entry in the search's GIN
 * index, which only a vacuum clears (and autovacuum may be off: docs/PERFORMANCE.md).
 */

/** Names as the search text: sorted, each once, space-separated ('' for none). */
const namesText = (names: SQL) =>
  sql`coalesce((select string_agg(n.name, ' ' order by n.name) from (${names}) as n), '')`;

const noName = sql`select null::text as name where false`;

/** The search text of a product linked to these categories and subcategories, for its insert. */
export function searchExtraOf(categoryIds: string[], subcategoryIds: string[]): SQL<string> {
  const ofCategories = categoryIds.length
    ? sql`select ${categories.name} as name from ${categories} where ${inArray(categories.id, categoryIds)}`
    : noName;
  const ofSubcategories = subcategoryIds.length
    ? sql`select ${subcategories.name} as name from ${subcategories} where ${inArray(subcategories.id, subcategoryIds)}`
    : noName;
  return namesText(sql`${ofCategories} union ${ofSubcategories}`) as SQL<string>;
}

/** A raw update: renaming a category is not an edit of the product (updated_at stays). */
export async function refreshSearchExtra(db: Db | Tx, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const linkedNames = sql`
    select c.name from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = linked.id
    union
    select s.name from product_subcategories ps join subcategories s on s.id = ps.subcategory_id
      where ps.product_id = linked.id`;
  await db.execute(sql`
    update ${products} as p set search_extra = fresh.text
    from (select linked.id, ${namesText(linkedNames)} as text
          from ${products} as linked
          where linked.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})) as fresh
    where p.id = fresh.id and p.search_extra is distinct from fresh.text`);
}

/** After a category is renamed: its products' search text follows. */
export async function refreshSearchExtraOfCategory(db: Db | Tx, categoryId: string) {
  const rows = await db
    .select({ id: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, [categoryId]));
  await refreshSearchExtra(
    db,
    rows.map((r) => r.id),
  );
}

/** After a subcategory is renamed: its products' search text follows. */
export async function refreshSearchExtraOfSubcategory(db: Db | Tx, subcategoryId: string) {
  const rows = await db
    .select({ id: productSubcategories.productId })
    .from(productSubcategories)
    .where(inArray(productSubcategories.subcategoryId, [subcategoryId]));
  await refreshSearchExtra(
    db,
    rows.map((r) => r.id),
  );
}
