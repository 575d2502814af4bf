import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductSort } from '@zina/shared/schemas/catalogue';
import type { Db, Tx } from '../../../db/client';
import { productCategories, products, productSubcategories } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { notFound } from '../../../lib/errors';
import { categoryService } from '../category/service';
import { frenchName } from '../category/french-name';
import { subcategoryService } from '../subcategory/service';
import { productSelection, toProduct } from './product-view';
import { compileSearch } from './search';
import { refreshSearchExtra } from './search-extra';

export const PRODUCT_NOT_FOUND = 'Produit non trouvé';

/**
 * Ties are broken by id so that pages never overlap or skip a product. "nulls last" matches
 * the DESC indexes as drizzle-kit writes them (DESC NULLS LAST), so the planner can walk them.
 */
const ORDER: Record<ProductSort, SQL[]> = {
  newest: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
  'price-asc': [asc(products.salePriceCentimes), asc(products.id)],
  'price-desc': [desc(products.salePriceCentimes), desc(products.id)],
  'name-asc': [...frenchName(products.name, 'asc'), asc(products.id)],
  'name-desc': [...frenchName(products.name, 'desc'), desc(products.id)],
  discount: [sql`${products.discount} desc nulls last`, asc(products.id)],
};

export interface Paging {
  page: number;
  limit: number;
}

export interface ProductPage {
  data: Product[];
  page: number;
  totalCount: number;
  totalPages: number;
}

const emptyPage = (page: number): ProductPage => ({ data: [], page, totalCount: 0, totalPages: 0 });

/** Products: read side for the storefront; the admin write side joins this factory. */
export function productService(deps: AppDeps) {
  const { db } = deps;
  const categories = categoryService(deps);
  const subcategories = subcategoryService(deps);

  /**
   * One page in the database and its total. The page's ids are chosen first, on the order's
   * columns alone; only those rows are then read whole with their categories, so a deep page
   * costs its skipped rows' sort keys, not their JSON. `total`: 'with-page' where the order
   * reads every matching row anyway (a category, a search), so the same statement counts them;
   * 'own-count' where it walks an index and stops at the page (the whole catalogue, newest).
   */
  async function page(
    where: SQL | undefined,
    order: SQL[],
    { page, limit }: Paging,
    total: 'with-page' | 'own-count',
  ): Promise<ProductPage> {
    const countAll = () =>
      db
        .select({ n: count() })
        .from(products)
        .where(where)
        .then(([row]) => Number(row?.n ?? 0));
    const chosen = db.$with('chosen').as(
      db
        .select({
          id: sql<string>`${products.id}`.as('chosen_id'),
          total: (total === 'with-page' ? sql<number>`count(*) over ()` : sql<number>`0`)
            .mapWith(Number)
            .as('total'),
        })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
    );
    const [rows, counted] = await Promise.all([
      db
        .with(chosen)
        .select({ ...productSelection, total: chosen.total })
        .from(products)
        .innerJoin(chosen, eq(chosen.id, products.id))
        .orderBy(...order),
      total === 'own-count' ? countAll() : null,
    ]);
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
    const [row] = await db.select(productSelection).from(products).where(eq(products.id, id));
    return row ? toProduct(row) : null;
  }

  return {
    /** The whole catalogue (admin list, /products): newest first, or by relevance when searching. */
    async list(q: Paging & { search: string; sort?: ProductSort }): Promise<ProductPage> {
      const search = q.search ? await compileSearch(db, q.search) : null;
      const order = q.sort ? ORDER[q.sort] : (search?.relevance ?? ORDER.newest);
      return page(search?.where, order, q, search ? 'with-page' : 'own-count');
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
      return (await page(inCategory, ORDER.newest, { page: 1, limit }, 'with-page')).data;
    },

    /** The subcategory listing: products in both the category and the subcategory. */
    async listing(
      q: Paging & { categoryId: string; subCategoryId: string; sort: ProductSort },
    ): Promise<ProductPage> {
      // The pair's links only: every link names an existing product (foreign keys cascade).
      const where = sql`${products.id} in (select ps.product_id from ${productSubcategories} ps
        where ps.subcategory_id = ${q.subCategoryId}
          and exists (select 1 from ${productCategories} pc
                      where pc.product_id = ps.product_id and pc.category_id = ${q.categoryId}))`;
      const found = await page(where, ORDER[q.sort], q, 'with-page');
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

    /** French search (SPEC.md §2 search page); no word at all answers an empty page. */
    async search(q: Paging & { search: string }): Promise<ProductPage> {
      const search = await compileSearch(db, q.search);
      if (!search) return emptyPage(q.page);
      return page(search.where, search.relevance, q, 'with-page');
    },

    refreshSearchExtra: (productIds: string[], tx: Db | Tx = db) =>
      refreshSearchExtra(tx, productIds),
  };
}

export type ProductService = ReturnType<typeof productService>;
