import { count, eq } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  categoryInUseMessage,
  type Category,
  type CategoryInput,
  type CategoryUpdate,
} from '@zina/shared/schemas/catalogue';
import { categories, productCategories, subcategoryCategories } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, notFound } from '../../../lib/errors';
import { removeUnusedUploads, withOwnUploads } from '../core/catalogue-images';

const toCategory = (c: typeof categories.$inferSelect): Category => ({
  _id: c.id,
  name: c.name,
  image: c.image,
});

/** Categories: the admin's writes (SPEC.md §2 Categories, §5, §7). */
export function categoryAdminService(deps: AppDeps) {
  const { db } = deps;

  return {
    async create(input: CategoryInput): Promise<Category> {
      input = withOwnUploads(input, ['image'], deps);
      const [row] = await db
        .insert(categories)
        .values({ name: input.name, image: input.image })
        .returning();
      return toCategory(row!);
    },

    /**
     * A rename reaches its products' search text in the same transaction, by a trigger
     * (migration 0023), as it reaches their references and listings.
     */
    async update(input: CategoryUpdate): Promise<Category> {
      input = withOwnUploads(input, ['image'], deps);
      const { row, previousImage } = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(categories)
          .where(eq(categories.id, input._id))
          .for('update');
        if (!current) throw notFound(CATALOGUE_MSG.categoryNotFound);
        const [row] = await tx
          .update(categories)
          .set({ name: input.name, image: input.image })
          .where(eq(categories.id, input._id))
          .returning();
        return { row: row!, previousImage: current.image };
      });
      if (previousImage !== row.image) await removeUnusedUploads(deps, [previousImage]);
      return toCategory(row);
    },

    /**
     * Refused while subcategories or products still use the category, unless the admin chose to
     * detach them: then the links go with the category (one transaction) and the products'
     * search text forgets its name (a trigger on the links, migration 0023). The row lock makes
     * a link added meanwhile wait for us.
     */
    async remove(id: string, opts: { detach: boolean }): Promise<void> {
      const image = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(categories)
          .where(eq(categories.id, id))
          .for('update');
        if (!current) throw notFound(CATALOGUE_MSG.categoryNotFound);
        const [subs] = await tx
          .select({ n: count() })
          .from(subcategoryCategories)
          .where(eq(subcategoryCategories.categoryId, id));
        const [used] = await tx
          .select({ n: count() })
          .from(productCategories)
          .where(eq(productCategories.categoryId, id));
        const subCount = Number(subs?.n ?? 0);
        const productCount = Number(used?.n ?? 0);
        if ((subCount > 0 || productCount > 0) && !opts.detach) {
          throw conflict(categoryInUseMessage(subCount, productCount));
        }
        // The link rows go by ON DELETE CASCADE; the triggers on them do the rest.
        await tx.delete(categories).where(eq(categories.id, id));
        return current.image;
      });
      await removeUnusedUploads(deps, [image]);
    },
  };
}
