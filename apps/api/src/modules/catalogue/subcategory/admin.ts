import { eq } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  type Subcategory,
  type SubcategoryInputParsed,
  type SubcategoryUpdateParsed,
} from '@zina/shared/schemas/catalogue';
import type { Db } from '../../../db/client';
import { categories, subcategories, subcategoryCategories } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { invalid, notFound } from '../../../lib/errors';
import { removeUnusedUploads, withOwnUploads } from '../core/catalogue-images';
import { isForeignKeyViolation } from '../../../lib/db-errors';
import { assertAllExist, replaceLinks } from '../core/catalogue-links';
import { subcategoryService } from './service';

/** Subcategories: the admin's writes (SPEC.md §2 Subcategories, §4 edit modal, §5, §7). */
export function subcategoryAdminService(deps: AppDeps) {
  const { db } = deps;
  const reads = subcategoryService(deps);

  async function setCategories(tx: Db, id: string, categoryIds: string[]) {
    await assertAllExist(tx, categories, categories.id, categoryIds, CATALOGUE_MSG.categoryUnknown);
    await replaceLinks(
      tx,
      subcategoryCategories,
      subcategoryCategories.subcategoryId,
      id,
      categoryIds.map((categoryId) => ({ subcategoryId: id, categoryId })),
    );
  }

  /** A category deleted between our check and our insert: still the client's 400. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw invalid(CATALOGUE_MSG.categoryUnknown);
      throw error;
    }
  }

  return {
    async create(input: SubcategoryInputParsed): Promise<Subcategory> {
      input = withOwnUploads(input, ['image'], deps);
      const id = await guarded(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(subcategories)
            .values({ name: input.name, image: input.image })
            .returning({ id: subcategories.id });
          await setCategories(tx, row!.id, input.category);
          return row!.id;
        }),
      );
      return reads.require(id);
    },

    /**
     * A rename reaches its products' search text in the same transaction, by a trigger
     * (migration 0023), as it reaches their references and listings.
     */
    async update(input: SubcategoryUpdateParsed): Promise<Subcategory> {
      input = withOwnUploads(input, ['image'], deps);
      const previousImage = await guarded(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(subcategories)
            .where(eq(subcategories.id, input._id))
            .for('update');
          if (!current) throw notFound(CATALOGUE_MSG.subcategoryNotFound);
          await tx
            .update(subcategories)
            .set({ name: input.name, image: input.image })
            .where(eq(subcategories.id, input._id));
          await setCategories(tx, input._id, input.category);
          return current.image;
        }),
      );
      if (previousImage !== input.image) await removeUnusedUploads(deps, [previousImage]);
      return reads.require(input._id);
    },

    /**
     * Its products lose the link (ON DELETE CASCADE) and its name from their search text (a
     * trigger on the links, migration 0023).
     */
    async remove(id: string): Promise<void> {
      const image = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(subcategories)
          .where(eq(subcategories.id, id))
          .for('update');
        if (!current) throw notFound(CATALOGUE_MSG.subcategoryNotFound);
        await tx.delete(subcategories).where(eq(subcategories.id, id));
        return current.image;
      });
      await removeUnusedUploads(deps, [image]);
    },
  };
}
