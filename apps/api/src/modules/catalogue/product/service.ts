import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductSort } from '@zina/shared/schemas/catalogue';
import type { Db, Tx } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared-query';
import { productCategories, productListings, products, productSearch } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { notFound } from '../../../lib/errors';
import { categoryService } from '../category/service';
import { subcategoryService } from '../subcategory/service';
import { listingPageRows, listingPair } from './listing-page';
import { PRODUCT_ORDER } from './product-order';
import { productPayloadJson, productSelection, toProduct } from './product-view';
import { compileSearch, compileSearchAsTyped, type CompiledSearch } from './search';
import { refreshSearchExtra } from './search-extra';
import { searchPageRows, STOREFRONT_COUNT_CAP } from './search-page';

export const PRODUCT_NOT_FOUND = 'Produit non trouvé';

/** A product page's read (SPEC.md §3), built once per database (a prepared query). */
const productById = preparedPerDb((db) =>
  db
    .select(productSelection)
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_by_id'),
);

/** The same read, answered as the contract's JSON text (productPayloadJson). */
const productPayloadById = preparedPerDb((db) =>
  db
    .select({
      json: sql<string | null>`${productPayloadJson(eq(products.id, sql.placeholder('id')))}`,
    })
    .from(sql`(select 1) as one`)
    .prepare('product_payload_by_id'),
);

/** Where a page's products come from. */
type Source =
  /** The whole catalogue, its order walking an index (counted on its own). */
  | { kind: 'catalogue'; where?: undefined; order: SQL[] }
  /** Products matching a condition, every one read for the order (counted with the page). */
  | { kind: 'matching'; where: SQL; order: SQL[] }
  /** A (category, subcategory) listing, from its own table and indexes. */
  | { kind: 'listing'; categoryId: string; subCategoryId: string; sort: ProductSort }
  /** Products matching a search, by relevance, ranked in product_search alone. */
  | { kind: 'search'; search: CompiledSearch; countUpTo?: number };

export interface Paging {
  page: number;
  limit: number;
}

export interface ProductPage {
  data: Product[];
  page: number;
  totalCount: number;
  totalPages: number;
  /** More products match than totalCount (a storefront search counts up to a bound). */
  totalCapped?: boolean;
}

const emptyPage = (page: number): ProductPage => ({ data: [], page, totalCount: 0, totalPages: 0 });

/** Products: read side for the storefront; the admin write side joins this factory. */
export function productService(deps: AppDeps) {
  const { db } = deps;
  const categories = categoryService(deps);
  const subcategories = subcategoryService(deps);

  /**
   * One page in the database and its total. The page's ids are chosen first, on the order's
   * columns alone (a listing's from its own index); only those rows are then read whole with
   * their categories, so a deep page costs its skipped rows' sort keys, not their JSON. The total
   * comes with the page: counted in the same statement, or for the whole catalogue on its own.
   */
  async function page(source: Source, paging: Paging): Promise<ProductPage> {
    if (source.kind === 'search') return searchPage(source.search, paging, source.countUpTo);
    const { page, limit } = paging;
    const offset = (page - 1) * limit;
    if (source.kind === 'listing') {
      const rows = await listingPageRows(db, { ...source, offset, limit });
      const countAll = () =>
        db.$count(productListings, listingPair(source.categoryId, source.subCategoryId));
      return pageOf(rows, null, countAll, paging);
    }
    const chosen = db.$with('chosen').as(
      db
        .select({
          id: sql<string>`${products.id}`.as('chosen_id'),
          total: (source.kind === 'matching' ? sql<number>`count(*) over ()` : sql<number>`0`)
            .mapWith(Number)
            .as('total'),
        })
        .from(products)
        .where(source.where)
        .orderBy(...source.order)
        .limit(limit)
        .offset(offset),
    );
    const countAll = () => db.$count(products, source.where);
    const [rows, counted] = await Promise.all([
      db
        .with(chosen)
        .select({ ...productSelection, total: chosen.total })
        .from(products)
        .innerJoin(chosen, eq(chosen.id, products.id))
        .orderBy(...source.order),
      source.kind === 'catalogue' ? countAll() : null,
    ]);
    return pageOf(rows, counted, countAll, paging);
  }

  /** A page of search results, ranked in product_search (ADR 0009, 0010). */
  async function searchPage(
    search: CompiledSearch,
    { page, limit }: Paging,
    countUpTo?: number,
  ): Promise<ProductPage> {
    const found = await searchPageRows(db, search, {
      offset: (page - 1) * limit,
      limit,
      countUpTo,
    });
    return {
      data: found.rows.map(toProduct),
      page,
      totalCount: found.totalCount,
      totalPages: Math.ceil(found.totalCount / limit),
      ...(found.totalCapped ? { totalCapped: true } : {}),
    };
  }

  /** The page's products and its total: counted with the page, on its own, or past the end. */
  async function pageOf(
    rows: Array<Parameters<typeof toProduct>[0] & { total: number }>,
    counted: number | null,
    countAll: () => Promise<number>,
    { page, limit }: Paging,
  ): Promise<ProductPage> {
    // Past the last page nothing is chosen, and nothing counted with it.
    const totalCount =
      counted ?? (rows[0] ? Number(rows[0].total) : page > 1 ? await countAll() : 0);
    return {
      data: rows.map(toProduct),
      page,
      totalCount,
      totalPages: Math.ceil(totalCount / limit),
    };
  }

  async function find(id: string): Promise<Product | null> {
    const [row] = await productById(db).execute({ id });
    return row ? toProduct(row) : null;
  }

  return {
    /** The whole catalogue (admin list, /products): newest first, or by relevance when searching. */
    async list(q: Paging & { search: string; sort?: ProductSort }): Promise<ProductPage> {
      const search = q.search ? await compileSearch(db, q.search) : null;
      if (search && !q.sort) return page({ kind: 'search', search }, q);
      const order = PRODUCT_ORDER[q.sort ?? 'newest'];
      if (!search) return page({ kind: 'catalogue', order }, q);
      const found = inArray(
        products.id,
        db.select({ id: productSearch.productId }).from(productSearch).where(search.where),
      );
      return page({ kind: 'matching', where: found, order }, q);
    },

    /** The home page row of a category: its newest products. */
    async byCategory(categoryId: string, limit: number): Promise<Product[]> {
      await categories.require(categoryId);
      const inCategory = inArray(
        products.id,
        db
          .select({ id: productCategories.productId })
          .from(productCategories)
          .where(eq(productCategories.categoryId, categoryId)),
      );
      return (
        await page(
          { kind: 'matching', where: inCategory, order: PRODUCT_ORDER.newest },
          { page: 1, limit },
        )
      ).data;
    },

    /** The subcategory listing: products in both the category and the subcategory. */
    async listing(
      q: Paging & { categoryId: string; subCategoryId: string; sort: ProductSort },
    ): Promise<ProductPage> {
      const found = await page(
        { kind: 'listing', categoryId: q.categoryId, subCategoryId: q.subCategoryId, sort: q.sort },
        q,
      );
      // A product found proves both exist; only an empty answer may be a wrong id (404).
      if (found.totalCount === 0) {
        await categories.require(q.categoryId);
        await subcategories.require(q.subCategoryId);
      }
      return found;
    },

    find,

    async details(id: string): Promise<Product> {
      const product = await find(id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },

    /** details' answer as the contract's JSON text, built by the database. */
    async detailsJson(id: string): Promise<string> {
      const [row] = await productPayloadById(db).execute({ id });
      if (!row?.json) throw notFound(PRODUCT_NOT_FOUND);
      return row.json;
    },

    /** French search (SPEC.md §2 search page); no word at all answers an empty page. */
    async search(q: Paging & { search: string }): Promise<ProductPage> {
      const asTyped = compileSearchAsTyped(q.search);
      if (!asTyped) return emptyPage(q.page);
      const countUpTo = STOREFRONT_COUNT_CAP;
      const found = await page({ kind: 'search', search: asTyped, countUpTo }, q);
      // Something found: no word was misspelt (see compileSearchAsTyped).
      if (found.totalCount > 0) return found;
      return page({ kind: 'search', search: (await compileSearch(db, q.search))!, countUpTo }, q);
    },

    refreshSearchExtra: (productIds: string[], tx: Db | Tx = db) =>
      refreshSearchExtra(tx, productIds),
  };
}

export type ProductService = ReturnType<typeof productService>;
