import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@zina/shared/schemas/catalogue';
import { productListings, products } from '../../../db/schema';
import { frenchName } from '../core/french-name';

/**
 * Ties are broken by id so that pages never overlap or skip a product. "nulls last" matches
 * the DESC indexes as drizzle-kit writes them (DESC NULLS LAST), so the planner can walk them.
 */
export const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  newest: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
  'price-asc': [asc(products.salePriceCentimes), asc(products.id)],
  'price-desc': [desc(products.salePriceCentimes), desc(products.id)],
  'name-asc': [...frenchName(products.name, 'asc'), asc(products.id)],
  'name-desc': [...frenchName(products.name, 'desc'), desc(products.id)],
  discount: [sql`${products.discount} desc nulls last`, asc(products.id)],
};

/** The same orders on a listing's copy of the sort keys (product_listings' indexes). */
export const LISTING_ORDER: Record<ProductSort, SQL[]> = {
  newest: [
    sql`${productListings.createdAt} desc nulls last`,
    sql`${productListings.productId} desc nulls last`,
  ],
  'price-asc': [asc(productListings.salePriceCentimes), asc(productListings.productId)],
  'price-desc': [desc(productListings.salePriceCentimes), desc(productListings.productId)],
  'name-asc': [
    sql`${productListings.nameKey} collate "C" asc`,
    sql`${productListings.name} collate "C" asc`,
    asc(productListings.productId),
  ],
  'name-desc': [
    sql`${productListings.nameKey} collate "C" desc`,
    sql`${productListings.name} collate "C" desc`,
    desc(productListings.productId),
  ],
  discount: [sql`${productListings.discount} desc nulls last`, asc(productListings.productId)],
};
