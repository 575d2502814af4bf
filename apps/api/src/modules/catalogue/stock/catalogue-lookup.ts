import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@zina/shared/schemas/catalogue';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { productDetailsIfAny } from '../product/details';
import { productService } from '../product/service';

/**
 * Products in the SPEC.md §3 shape for cart lines: the product feature's own details answers,
 * from the catalogue cache (a checkout drops the ones whose stock it changed). Shared objects,
 * frozen: read, never changed.
 */
export function cartCatalogue(deps: AppDeps) {
  const catalogue = productService(deps);
  return async function productsForCart(ids: string[]): Promise<Map<string, Product>> {
    const unique = [...new Set(ids)];
    const answers = await Promise.all(unique.map((id) => productDetailsIfAny(deps, catalogue, id)));
    const found = answers.flatMap((a) => (a ? [a.value.data] : []));
    return new Map(found.map((p) => [p._id, p]));
  };
}

/** Name and shelf count of one product, or null when it does not exist (any more). */
export async function stockOf(db: Db, productId: string): Promise<ShelfCount | null> {
  const result = (await db.execute(sql`select ${shelfCount(productId)} as product`)) as unknown as {
    rows: Array<{ product: ShelfCount | null }>;
  };
  return result.rows[0]?.product ?? null;
}

export interface ShelfCount {
  id: string;
  name: string;
  stock: number;
}

/** stockOf as an expression of the caller's statement: the product as JSON, or null. */
export const shelfCount = (productId: string): SQL =>
  sql`(select json_build_object('id', ${products.id}, 'name', ${products.name},
      'stock', ${products.stock}) from ${products} where ${products.id} = ${productId})`;

/** The shelf count as an SQL expression, for conditions that must hold atomically. */
export const shelfStock = (productId: string) =>
  sql`(select ${products.stock} from ${products} where ${products.id} = ${productId})`;
