import { sql } from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import type { Product, Ref } from '@zina/shared/schemas/catalogue';
import { products } from '../../../db/schema';

/** Everything the API shows of a product row (never the search columns). */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  images: products.images,
  unit: products.unit,
  stock: products.stock,
  priceCentimes: products.priceCentimes,
  discount: products.discount,
  salePriceCentimes: products.salePriceCentimes,
  moreDetails: products.moreDetails,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  images: string[];
  unit: string;
  stock: number;
  priceCentimes: number;
  discount: number;
  salePriceCentimes: number;
  moreDetails: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The columns of a product row and its references, for `db.select(...)`: the references are the
 * row's own copies, kept in French alphabetical order by triggers (migration 0013).
 */
export const productSelection = {
  ...productColumns,
  category: products.categoryRefs,
  subCategory: products.subcategoryRefs,
};

export type ProductSelectionRow = ProductRow & { category: Ref[]; subCategory: Ref[] };

/** The contract's product shape (SPEC.md §3). */
export function toProduct(p: ProductSelectionRow): Product {
  return {
    _id: p.id,
    name: p.name,
    image: p.images,
    category: p.category,
    subCategory: p.subCategory,
    unit: p.unit,
    stock: p.stock,
    price: toMad(p.priceCentimes),
    discount: p.discount,
    description: p.description,
    more_details: p.moreDetails,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * toProduct's answer built by PostgreSQL, as JSON text (`row_to_json`), for the `products` row of
 * the statement it is selected in: the product page's read and the search's page send it as it
 * comes, with no row parsing, mapping, schema pass or `JSON.stringify` in the shop (most of the
 * shop's CPU on an uncached read: docs/PERFORMANCE.md). The same keys and values as toProduct then
 * the schema give (a test compares them): the price in dirhams as a number, the creation time in
 * UTC to the millisecond, as `Date.toISOString` writes it.
 */
export const productJson = sql<string>`(select row_to_json(p)::text from (
    select ${products.id} as "_id", ${products.name} as "name", ${products.images} as "image",
      ${products.categoryRefs} as "category", ${products.subcategoryRefs} as "subCategory",
      ${products.unit} as "unit", ${products.stock} as "stock",
      (${products.priceCentimes} / 100.0)::float8 as "price", ${products.discount} as "discount",
      ${products.description} as "description", ${products.moreDetails} as "more_details",
      to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        as "createdAt") p)`;

/** A page of products read as productJson: their ids, and the page's JSON array. */
export interface ProductJsonPage {
  ids: string[];
  /** `[` the products' JSON, in the page's order `]`. */
  json: string;
}

export const productJsonPage = (
  rows: ReadonlyArray<{ id: string; json: string }>,
): ProductJsonPage => ({
  ids: rows.map((row) => row.id),
  json: `[${rows.map((row) => row.json).join(',')}]`,
});
