import { asc, eq } from 'drizzle-orm';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { banners } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';

export const toBanner = (b: typeof banners.$inferSelect): Banner => ({
  _id: b.id,
  title: b.title,
  subtitle: b.subtitle,
  description: b.description,
  imageDesktop: b.imageDesktop,
  imageMobile: b.imageMobile,
  buttonText: b.buttonText,
  buttonLink: b.buttonLink,
  secondaryButtonText: b.secondaryButtonText,
  secondaryButtonLink: b.secondaryButtonLink,
  isActive: b.isActive,
  order: b.order,
  tag: b.tag,
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});

/** Home-page banners: read side for the storefront; the admin write side joins this factory. */
export function bannerService({ db }: AppDeps) {
  return {
    /** The carousel: active banners by their `order`, then oldest first. */
    async active(): Promise<Banner[]> {
      const rows = await db
        .select()
        .from(banners)
        .where(eq(banners.isActive, true))
        .orderBy(asc(banners.order), asc(banners.createdAt), asc(banners.id));
      return rows.map(toBanner);
    },
  };
}

export type BannerService = ReturnType<typeof bannerService>;
