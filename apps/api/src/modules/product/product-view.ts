import { asc, eq, inArray } from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import type { Product, Ref } from '@zina/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
} from '../../db/schema';
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

function group(rows: Array<{ productId: string } & Ref>): Map<string, Ref[]> {
  const map = new Map<string, Ref[]>();
  for (const r of rows) {
    const list = map.get(r.productId) ?? [];
    list.push({ _id: r._id, name: r.name });
    map.set(r.productId, list);
  }
  return map;
}

/** The contract's product shape (SPEC.md §3): one query per link table for a whole page. */
export async function toProducts(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const cats = await db
    .select({ productId: productCategories.productId, _id: categories.id, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, ids))
    .orderBy(...frenchName(categories.name), asc(categories.id));
  const subs = await db
    .select({
      productId: productSubcategories.productId,
      _id: subcategories.id,
      name: subcategories.name,
    })
    .from(productSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, productSubcategories.subcategoryId))
    .where(inArray(productSubcategories.productId, ids))
    .orderBy(...frenchName(subcategories.name), asc(subcategories.id));
  const catsOf = group(cats);
  const subsOf = group(subs);
  return rows.map((p) => ({
    _id: p.id,
    name: p.name,
    image: p.images,
    category: catsOf.get(p.id) ?? [],
    subCategory: subsOf.get(p.id) ?? [],
    unit: p.unit,
    stock: p.stock,
    price: toMad(p.priceCentimes),
    discount: p.discount,
    description: p.description,
    more_details: p.moreDetails,
    createdAt: p.createdAt.toISOString(),
  }));
}
