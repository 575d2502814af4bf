import { asc, eq } from 'drizzle-orm';
import type { Category } from '@zina/shared/schemas/catalogue';
import { categories } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { notFound } from '../../../lib/errors';
import { frenchName } from '../core/french-name';

export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';

const toCategory = (c: typeof categories.$inferSelect): Category => ({
  _id: c.id,
  name: c.name,
  image: c.image,
});

/** Categories: read side for the storefront; the admin write side joins this factory. */
export function categoryService({ db }: AppDeps) {
  async function find(id: string): Promise<Category | null> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
    return row ? toCategory(row) : null;
  }

  return {
    /** All categories in French alphabetical order (SPEC.md §4, app start). */
    async list(): Promise<Category[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(...frenchName(categories.name), asc(categories.id));
      return rows.map(toCategory);
    },

    find,

    async require(id: string): Promise<Category> {
      const category = await find(id);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      return category;
    },
  };
}

export type CategoryService = ReturnType<typeof categoryService>;
