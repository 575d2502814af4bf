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
import {
  productJson,
  productJsonPage,
  productSelection,
  toProduct,
  type ProductJsonPage,
} from '../core/product-view';
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

/** The same read, answered as the contract's JSON text (productJson). */
const productJsonById = preparedPerDb((db) =>
  db
    .select({ json: productJson })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_json_by_id'),
);

/** Where a page's products come from. */
type Source =
  /** The whole catalogue, its order walking an index (counted on its own). */
  | { kind: 'catalogue'; where?: undefined; order: SQL[] }
  /** Products matching a condition, every one read for the order (counted with the page). */
  | { kind: 'matching'; where: SQL; order: SQL[] };

/** A (category, subcategory) listing's page, read from its own table and indexes. */
type ListingQuery = Paging & { categoryId: string; subCategoryId: string; sort: ProductSort };

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

/** A page whose products are JSON text already (productJson): what search and listing send. */
export interface ProductJsonPageAnswer extends Omit<ProductPage, 'data'> {
  data: ProductJsonPage;
}

const emptyPage = (page: number): ProductJsonPageAnswer => ({
  data: { ids: [], json: '[]' },
  page,
  totalCount: 0,
  totalPages: 0,
});

/** The page's products as objects (the back office's search), from their JSON. */
const withObjects = ({ data, ...page }: ProductJsonPageAnswer): ProductPage => ({
  ...page,
  data: JSON.parse(data.json) as Product[],
});

/** Products: read side for the storefront; the admin write side joins this factory. */
export function productService(deps: AppDeps) {
  const { db } = deps;
  const categories = categoryService(deps);
  const subcategories = subcategoryService(deps);

  /**
   * One page in the database and its total. The page's ids are chosen first, on the order's
   * columns alone; only those rows are then read whole with their categories, so a deep page
   * costs its skipped rows' sort keys, not their JSON. The total comes with the page: counted in
   * the same statement, or for the whole catalogue on its own.
   */
  async function page(source: Source, paging: Paging): Promise<ProductPage> {
    const { page, limit } = paging;
    const offset = (page - 1) * limit;
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
    const totalCount = await totalOf(rows, counted, countAll, page);
    return {
      data: rows.map(toProduct),
      page,
      totalCount,
      totalPages: Math.ceil(totalCount / limit),
    };
  }

  /** A listing's page, its products as JSON text; its count is kept on write (listing_counts). */
  async function listingPage(q: ListingQuery): Promise<ProductJsonPageAnswer> {
    const rows = await listingPageRows(db, { ...q, offset: (q.page - 1) * q.limit });
    const countAll = () => db.$count(productListings, listingPair(q.categoryId, q.subCategoryId));
    const totalCount = await totalOf(rows, null, countAll, q.page);
    return {
      data: productJsonPage(rows),
      page: q.page,
      totalCount,
      totalPages: Math.ceil(totalCount / q.limit),
    };
  }

  /** A page of search results, ranked in product_search (ADR 0009, 0010). */
  async function searchPage(
    search: CompiledSearch,
    { page, limit }: Paging,
    countUpTo?: number,
  ): Promise<ProductJsonPageAnswer> {
    const found = await searchPageRows(db, search, {
      offset: (page - 1) * limit,
      limit,
      countUpTo,
    });
    return {
      data: productJsonPage(found.rows),
      page,
      totalCount: found.totalCount,
      totalPages: Math.ceil(found.totalCount / limit),
      ...(found.totalCapped ? { totalCapped: true } : {}),
    };
  }

  /** A page's total: counted with the page, on its own, or (past the last page) on its own. */
  async function totalOf(
    rows: ReadonlyArray<{ total: number }>,
    counted: number | null,
    countAll: () => Promise<number>,
    page: number,
  ): Promise<number> {
    // Past the last page nothing is chosen, and nothing counted with it.
    return counted ?? (rows[0] ? Number(rows[0].total) : page > 1 ? await countAll() : 0);
  }

  async function find(id: string): Promise<Product | null> {
    const [row] = await productById(db).execute({ id });
    return row ? toProduct(row) : null;
  }

  return {
    /** The whole catalogue (admin list, /products): newest first, or by relevance when searching. */
    async list(q: Paging & { search: string; sort?: ProductSort }): Promise<ProductPage> {
      const search = q.search ? await compileSearch(db, q.search) : null;
      if (search && !q.sort) return withObjects(await searchPage(search, q));
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
    async listing(q: ListingQuery): Promise<ProductJsonPageAnswer> {
      const found = await listingPage(q);
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
      const [row] = await productJsonById(db).execute({ id });
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      return row.json;
    },

    /**
     * French search (SPEC.md §2 search page), its products as JSON text; no word at all answers
     * an empty page.
     */
    async search(q: Paging & { search: string }): Promise<ProductJsonPageAnswer> {
      const asTyped = compileSearchAsTyped(q.search);
      if (!asTyped) return emptyPage(q.page);
      const countUpTo = STOREFRONT_COUNT_CAP;
      const found = await searchPage(asTyped, q, countUpTo);
      // Something found: no word was misspelt (see compileSearchAsTyped).
      if (found.totalCount > 0) return found;
      return searchPage((await compileSearch(db, q.search))!, q, countUpTo);
    },

    refreshSearchExtra: (productIds: string[], tx: Db | Tx = db) =>
      refreshSearchExtra(tx, productIds),
  };
}

export type ProductService = ReturnType<typeof productService>;
