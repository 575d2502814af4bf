import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, subcategories } from '../../../db/schema';

/**
 * products.search_extra holds the names of a product's categories and subcategories so that
 * search finds "Sacs à main" products by their category. A new product gets it in its insert
 * (searchExtraOf); whoever changes a product's links calls refreshSearchExtra, inside the same
 * transaction. A category or subcategory renamed or deleted is followed by the database itself
 * (triggers, migration 0023), whatever writes it.
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

/**
 * The search text of these products recomputed from their links, written where it changed: the
 * migration's `product_search_extra_refresh` (0023), which the triggers run too. A raw update:
 * renaming a category is not an edit of the product (updated_at stays).
 */
export async function refreshSearchExtra(db: Db | Tx, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await db.execute(
    sql`select product_search_extra_refresh(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[])`,
  );
}
