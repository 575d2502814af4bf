import { sql } from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import type { Product, Ref } from '@zina/shared/schemas/catalogue';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
} from '../../../db/schema';
import { frenchName } from '../category/french-name';

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
 * A product's categories or subcategories as one JSON array computed in the same query (no
 * second trip per page), in French alphabetical order as the lists show them.
 */
// Qualified by hand: drizzle writes a lone table's columns unqualified, which inside the
// subquery would name the joined table's id.
const outerProductId = sql`${sql.identifier('products')}.${sql.identifier('id')}`;

function refsOf(link: typeof productCategories | typeof productSubcategories) {
  const isCategory = link === productCategories;
  const table = isCategory ? categories : subcategories;
  const target = isCategory ? productCategories.categoryId : productSubcategories.subcategoryId;
  return sql<Ref[]>`coalesce((
    select json_agg(json_build_object('_id', ${table.id}, 'name', ${table.name})
                    order by ${sql.join(frenchName(table.name), sql`, `)}, ${table.id})
    from ${link} join ${table} on ${table.id} = ${target}
    where ${link.productId} = ${outerProductId}
  ), '[]'::json)`;
}

/** The columns of a product row and its references, for `db.select(...)`. */
export const productSelection = {
  ...productColumns,
  category: refsOf(productCategories),
  subCategory: refsOf(productSubcategories),
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
