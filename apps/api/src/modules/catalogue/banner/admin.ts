import { asc, count, eq, not, sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  type Banner,
  type BannerInputParsed,
  type BannerUpdateParsed,
} from '@zina/shared/schemas/catalogue';
import { banners } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { notFound } from '../../../lib/errors';
import { removeUnusedUploads, withOwnUploads } from '../core/catalogue-images';
import { toBanner } from './service';

export interface BannerPage {
  data: Banner[];
  totalCount: number;
  totalPages: number;
}

/** Case- and accent-blind "contains", the LIKE wildcards of the term taken literally. */
function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const text = sql`concat_ws(' ', ${banners.title}, ${banners.subtitle}, ${banners.description}, ${banners.tag}, ${banners.buttonText}, ${banners.secondaryButtonText})`;
  return sql`f_unaccent(lower(${text})) like f_unaccent(${pattern})`;
}

/** Home-page banners: the admin's grid and writes (SPEC.md §2 Banners admin, §4, §5, §7). */
export function bannerAdminService(deps: AppDeps) {
  const { db } = deps;

  return {
    /** Every banner, active or not, in carousel order; searched in its texts. */
    async list(q: { page: number; limit: number; search: string }): Promise<BannerPage> {
      const where = matching(q.search);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.order), asc(banners.createdAt), asc(banners.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(banners).where(where),
      ]);
      const totalCount = Number(total?.n ?? 0);
      return {
        data: rows.map(toBanner),
        totalCount,
        totalPages: Math.ceil(totalCount / q.limit),
      };
    },

    async create(input: BannerInputParsed): Promise<Banner> {
      input = withOwnUploads(input, ['imageDesktop', 'imageMobile'], deps);
      const [row] = await db
        .insert(banners)
        .values({ ...input, isActive: input.isActive ?? true, order: input.order ?? 0 })
        .returning();
      return toBanner(row!);
    },

    /** An absent isActive or order keeps the banner's own; replaced images are released. */
    async update({ _id, ...input }: BannerUpdateParsed): Promise<Banner> {
      input = withOwnUploads(input, ['imageDesktop', 'imageMobile'], deps);
      const { row, previous } = await db.transaction(async (tx) => {
        const [previous] = await tx.select().from(banners).where(eq(banners.id, _id)).for('update');
        if (!previous) throw notFound(CATALOGUE_MSG.bannerNotFound);
        const [row] = await tx.update(banners).set(input).where(eq(banners.id, _id)).returning();
        return { row: row!, previous };
      });
      await removeUnusedUploads(
        deps,
        [previous.imageDesktop, previous.imageMobile].filter(
          (url) => url !== row.imageDesktop && url !== row.imageMobile,
        ),
      );
      return toBanner(row);
    },

    async remove(id: string): Promise<void> {
      const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
      if (!row) throw notFound(CATALOGUE_MSG.bannerNotFound);
      await removeUnusedUploads(deps, [row.imageDesktop, row.imageMobile]);
    },

    /** Flips isActive in one statement, so two quick clicks give two flips, not one. */
    async toggle(id: string): Promise<Banner> {
      const [row] = await db
        .update(banners)
        .set({ isActive: not(banners.isActive) })
        .where(eq(banners.id, id))
        .returning();
      if (!row) throw notFound(CATALOGUE_MSG.bannerNotFound);
      return toBanner(row);
    },
  };
}
