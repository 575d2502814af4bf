import { asc, count, gt, max } from 'drizzle-orm';
import type { Product } from '@zina/shared/schemas/catalogue';
import { categories, products, subcategories } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { productSelection, toProduct } from '../core/product-view';

export interface CatalogueStamp {
  products: number;
  /** The newest change to a product, category or subcategory (null on an empty shop). */
  lastChange: Date | null;
}

const newest = (...dates: Array<Date | string | null | undefined>): Date | null =>
  dates
    .filter((d): d is Date | string => Boolean(d))
    .map((d) => new Date(d))
    .reduce<Date | null>((a, d) => (!a || d > a ? d : a), null);

/**
 * The whole catalogue for exports (product feeds): read page by page on the primary key, so
 * that a shop of 100 000 products never sits in memory at once.
 */
export function productCatalogue(deps: AppDeps) {
  const { db } = deps;
  return {
    /** What changes whenever an export would: the count (deletions) and the newest update. */
    async stamp(): Promise<CatalogueStamp> {
      const [[p], [c], [s]] = await Promise.all([
        db.select({ n: count(), at: max(products.updatedAt) }).from(products),
        db.select({ at: max(categories.updatedAt) }).from(categories),
        db.select({ at: max(subcategories.updatedAt) }).from(subcategories),
      ]);
      return { products: Number(p?.n ?? 0), lastChange: newest(p?.at, c?.at, s?.at) };
    },

    /** Every product, `size` at a time, in id order (keyset paging: no OFFSET to grow). */
    async *pages(size = 500): AsyncGenerator<Product[]> {
      let after = '';
      for (;;) {
        const rows = await db
          .select(productSelection)
          .from(products)
          .where(after ? gt(products.id, after) : undefined)
          .orderBy(asc(products.id))
          .limit(size);
        if (rows.length === 0) return;
        yield rows.map(toProduct);
        if (rows.length < size) return;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}

export type ProductCatalogue = ReturnType<typeof productCatalogue>;
