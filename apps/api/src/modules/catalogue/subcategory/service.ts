import { asc, eq, inArray } from 'drizzle-orm';
import type { Ref, Subcategory } from '@zina/shared/schemas/catalogue';
import { categories, subcategories, subcategoryCategories } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { notFound } from '../../../lib/errors';
import { frenchName } from '../core/french-name';

export const SUBCATEGORY_NOT_FOUND = 'Sous-catégorie introuvable';

/** Subcategories: read side for the storefront; the admin write side joins this factory. */
export function subcategoryService({ db }: AppDeps) {
  /** The categories of each subcategory, in one query for the whole list. */
  async function withCategories(
    rows: Array<typeof subcategories.$inferSelect>,
  ): Promise<Subcategory[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({
        subcategoryId: subcategoryCategories.subcategoryId,
        _id: categories.id,
        name: categories.name,
      })
      .from(subcategoryCategories)
      .innerJoin(categories, eq(categories.id, subcategoryCategories.categoryId))
      .where(
        inArray(
          subcategoryCategories.subcategoryId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(...frenchName(categories.name), asc(categories.id));
    const bySub = new Map<string, Ref[]>();
    for (const l of links) {
      const list = bySub.get(l.subcategoryId) ?? [];
      list.push({ _id: l._id, name: l.name });
      bySub.set(l.subcategoryId, list);
    }
    return rows.map((s) => ({
      _id: s.id,
      name: s.name,
      image: s.image,
      category: bySub.get(s.id) ?? [],
    }));
  }

  async function find(id: string): Promise<Subcategory | null> {
    const rows = await db.select().from(subcategories).where(eq(subcategories.id, id)).limit(1);
    return (await withCategories(rows))[0] ?? null;
  }

  return {
    /** All subcategories in French alphabetical order, each with its categories. */
    async list(): Promise<Subcategory[]> {
      const rows = await db
        .select()
        .from(subcategories)
        .orderBy(...frenchName(subcategories.name), asc(subcategories.id));
      return withCategories(rows);
    },

    find,

    async require(id: string): Promise<Subcategory> {
      const sub = await find(id);
      if (!sub) throw notFound(SUBCATEGORY_NOT_FOUND);
      return sub;
    },
  };
}

export type SubcategoryService = ReturnType<typeof subcategoryService>;
