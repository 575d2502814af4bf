import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { productCategories, products, productSubcategories } from '../../../db/schema';

/**
 * products.search_extra holds the names of a product's categories and subcategories so that
 * search finds "Sacs à main" products by their category. Whoever changes a product's links
 * or renames a category or subcategory calls one of these, inside the same transaction.
 * A raw update: renaming a category is not an edit of the product (updated_at stays).
 */
export async function refreshSearchExtra(db: Db | Tx, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${products} as p set search_extra = coalesce((
      select string_agg(n.name, ' ' order by n.name) from (
        select c.name from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id
        union
        select s.name from product_subcategories ps join subcategories s on s.id = ps.subcategory_id
          where ps.product_id = p.id
      ) as n), '')
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
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
