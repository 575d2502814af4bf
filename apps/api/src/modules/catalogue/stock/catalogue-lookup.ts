import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Product } from '@zina/shared/schemas/catalogue';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import { productSelection, toProduct, type ProductSelectionRow } from '../core/product-view';

/** A product as productJson answers it: its row's columns, dates as JSON strings. */
export type ProductJson = Omit<ProductSelectionRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

const productJsonFields = sql.join(
  Object.entries(productSelection).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
);

/**
 * The product whose id `productId` gives (a cart line's), as an expression of the caller's
 * statement: the product page's columns as JSON, or null when it does not exist (any more).
 * A cart read is then one statement, however many checkouts just changed its products' stock
 * (which drops their cached details); productOfJson reads it.
 */
export const productJson = (productId: SQLWrapper): SQL =>
  sql`(select json_build_object(${productJsonFields}) from ${products}
    where ${products.id} = ${productId})`;

/**
 * The SPEC.md §3 shape of a productJson answer, as the product page shows it: dates are read as
 * Drizzle reads a timestamp column (the text to a Date, to the millisecond).
 */
export const productOfJson = (json: ProductJson): Product =>
  toProduct({ ...json, createdAt: new Date(json.createdAt), updatedAt: new Date(json.updatedAt) });

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
export const shelfCount = (productId: string | SQLWrapper): SQL =>
  sql`(select json_build_object('id', ${products.id}, 'name', ${products.name},
      'stock', ${products.stock}) from ${products} where ${products.id} = ${productId})`;

/** The shelf count as an SQL expression, for conditions that must hold atomically. */
export const shelfStock = (productId: string | SQLWrapper) =>
  sql`(select ${products.stock} from ${products} where ${products.id} = ${productId})`;
