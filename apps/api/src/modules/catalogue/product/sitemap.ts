import { desc } from 'drizzle-orm';
import { listingPath, productPath } from '@zina/shared/slug';
import { products } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { absoluteUrl } from '../../../lib/public-url';
import { subcategoryService } from '../subcategory/service';

/** The sitemaps protocol allows 50 000 addresses in one file. */
const MAX_PRODUCTS = 45_000;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Entry {
  path: string;
  lastmod?: Date;
}

/** Home, all products, every category × subcategory listing and every product page. */
export async function sitemapXml(deps: AppDeps): Promise<string> {
  const { db, config } = deps;
  const subs = await subcategoryService(deps).list();
  const listings: Entry[] = subs.flatMap((sub) =>
    sub.category.map((cat) => ({ path: listingPath(cat, sub) })),
  );
  const rows = await db
    .select({ id: products.id, name: products.name, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(MAX_PRODUCTS);
  const entries: Entry[] = [
    { path: '/' },
    { path: '/products' },
    ...listings,
    ...rows.map((p) => ({ path: productPath({ _id: p.id, name: p.name }), lastmod: p.updatedAt })),
  ];
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(absoluteUrl(config.publicUrl, e.path))}</loc>${
        e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
