import type { FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../../../lib/read-cache';
import { absoluteUrl } from '../../../lib/public-url';
import type { PageMeta } from '../../../lib/spa';

export const SHOP = 'Zina';
export const HOME_TITLE = 'Zina — Accessoires de mode au Maroc';
export const HOME_DESCRIPTION =
  'Sacs, bijoux, montres, ceintures et lunettes pour femme et homme. Livraison gratuite en 24h, paiement à la livraison partout au Maroc.';
export const PROMISE = 'Livraison gratuite en 24h, paiement à la livraison partout au Maroc.';

/**
 * The storefront's lazy route of each page (keys of Vite's manifest): its code is preloaded from
 * the head instead of being asked for once the main script has run.
 */
export const ROUTE_MODULES = {
  home: 'src/features/catalogue/home-page.tsx',
  listing: 'src/features/catalogue/listing-page.tsx',
  product: 'src/features/catalogue/product-page.tsx',
  search: 'src/features/catalogue/search-page.tsx',
} as const;
export const PAGE_ROUTE_MODULES: readonly string[] = Object.values(ROUTE_MODULES);

/** One line of at most `max` characters, cut on a word. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function breadcrumb(publicUrl: string, items: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(publicUrl, item.path),
    })),
  };
}

/** The `data` of a cached answer: the object the cache keeps beside its text (no parsing). */
export const dataOf = <T>(answer: CachedAnswer<{ data: T }>): T => answer.value.data;

export type Hints = Pick<PageMeta, 'preloadImages' | 'answers'>;

/**
 * Preloads and embedded answers only speed the page up: a failure to compute them leaves the
 * page to make its own calls, never breaks it.
 */
export async function hints(
  request: FastifyRequest,
  compute: () => Promise<Hints>,
): Promise<Hints> {
  try {
    return await compute();
  } catch (error) {
    request.log.warn({ err: error }, 'page head: no preload');
    return {};
  }
}
