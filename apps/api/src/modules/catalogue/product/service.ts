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

  /** One page in the database (LIMIT/OFFSET on an index-friendly order) and its total. */
  async function page(
    where: SQL | undefined,
    order: SQL[],
    { page, limit }: Paging,
    /** A cheaper count than the products' own, when the caller has one. */
    countOf?: () => Promise<number>,
  ): Promise<ProductPage> {
    const [rows, totalCount] = await Promise.all([
      db
        .select(productSelection)
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
      countOf
        ? countOf()
        : db
            .select({ n: count() })
            .from(products)
            .where(where)
            .then(([total]) => Number(total?.n ?? 0)),
    ]);
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
      return page(search?.where, order, q);
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
      return (await page(inCategory, ORDER.newest, { page: 1, limit })).data;
    },

    /** The subcategory listing: products in both the category and the subcategory. */
    async listing(
      q: Paging & { categoryId: string; subCategoryId: string; sort: ProductSort },
    ): Promise<ProductPage> {
      // The pair's links only: every link names an existing product (foreign keys cascade).
      const pairLinks = sql`from ${productSubcategories} ps
        where ps.subcategory_id = ${q.subCategoryId}
          and exists (select 1 from ${productCategories} pc
                      where pc.product_id = ps.product_id and pc.category_id = ${q.categoryId})`;
      const where = sql`${products.id} in (select ps.product_id ${pairLinks})`;
      const countOf = async () => {
        const { rows } = (await db.execute(
          sql`select count(*)::int as n ${pairLinks}`,
        )) as unknown as { rows: Array<{ n: number }> };
        return Number(rows[0]?.n ?? 0);
      };
      const found = await page(where, ORDER[q.sort], q, countOf);
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
      return page(search.where, search.relevance, q);
    },

    refreshSearchExtra: (productIds: string[], tx: Db | Tx = db) =>
      refreshSearchExtra(tx, productIds),
  };
}

export type ProductService = ReturnType<typeof productService>;
