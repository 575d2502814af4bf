import { eq, inArray, sql } from 'drizzle-orm';
import type { Product } from '@zina/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { productSelection, toProduct } from '../product/product-view';

/**
 * Products in the SPEC.md §3 shape for cart lines, through the product feature's own view:
 * one query whatever the number of lines.
 */
export async function productsForCart(db: Db, ids: string[]): Promise<Map<string, Product>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(productSelection).from(products).where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/** Name and shelf count of one product, or null when it does not exist (any more). */
export async function stockOf(
  db: Db,
  productId: string,
): Promise<{ id: string; name: string; stock: number } | null> {
  const [row] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/** The shelf count as an SQL expression, for conditions that must hold atomically. */
export const shelfStock = (productId: string) =>
  sql`(select ${products.stock} from ${products} where ${products.id} = ${productId})`;
