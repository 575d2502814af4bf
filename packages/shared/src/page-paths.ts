/**
 * The storefront's and back office's fixed addresses (SPEC.md §2), without the two kinds that
 * carry an id (`/product/:slug`, `/:category/:subcategory`), which the server resolves itself.
 * The web router declares exactly these (apps/web/src/router.test.ts); the server answers 404
 * for any other address.
 */
export const PAGE_PATHS = [
  '/',
  '/search',
  '/login',
  '/register',
  '/forgot-password',
  '/verification-otp',
  '/reset-password',
  '/auth-success',
  '/checkout',
  '/success',
  '/cancel',
  '/products',
  '/user',
  '/cart',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/myorders',
  '/dashboard/address',
  '/dashboard/category',
  '/dashboard/subcategory',
  '/dashboard/upload-product',
  '/dashboard/product',
  '/dashboard/orders',
  '/dashboard/confirmations',
  '/dashboard/cod-performance',
  '/dashboard/invoices',
  '/dashboard/banners',
  '/dashboard/mails',
  '/dashboard/equipe',
  '/dashboard/livraison',
  '/dashboard/encaissements',
  '/dashboard/messages',
  '/dashboard/webhooks',
] as const;

const known = new Set<string>(PAGE_PATHS);

/** The customer's confirmation link (SPEC.md §10), as the web router declares it. */
export const CONFIRM_LINK_ROUTE = 'commande/confirmer/:token';

/** The token of a confirmation link's address (`/commande/confirmer/<token>`), or null. */
export const confirmTokenIn = (path: string): string | null =>
  /^\/commande\/confirmer\/([^/]+)\/?$/.exec(path)?.[1] ?? null;

/** An express order's private tracking page (SPEC.md §11), as the web router declares it. */
export const TRACK_ROUTE = 'suivi/:token';

/** The token of a tracking page's address (`/suivi/<token>`), or null. */
export const trackTokenIn = (path: string): string | null =>
  /^\/suivi\/([A-Za-z0-9_-]+)\/?$/.exec(path)?.[1] ?? null;

/** A staff invitation's page (issue 46), with its token until the page moves it out. */
export const INVITATION_ROUTE = 'equipe/invitation/:token?';

/** Whether the path is an invitation's page (`/equipe/invitation`, with or without a token). */
export const isInvitationPath = (path: string): boolean =>
  /^\/equipe\/invitation(\/[A-Za-z0-9_-]+)?\/?$/.test(path);

/**
 * Whether a path (no query string) is one of the fixed pages, a confirmation link or a tracking
 * page (these have no head of their own: nothing about the order is in the HTML); a trailing
 * slash is allowed.
 */
export const isPagePath = (path: string): boolean =>
  known.has(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path) ||
  confirmTokenIn(path) !== null ||
  trackTokenIn(path) !== null ||
  isInvitationPath(path);

export type PagePath = (typeof PAGE_PATHS)[number];
/** The pages the server fills a head for, by name (the web router declares the same paths). */
export const HOME_PATH: PagePath = '/';
export const SEARCH_PATH: PagePath = '/search';

/** The two storefront routes whose address carries ids, as the web router declares them. */
export const PRODUCT_ROUTE = 'product/:product';
export const LISTING_ROUTE = ':category/:subcategory';

/** A product page's slug (`/product/<slug>`), or null for any other address. */
export const productSlugIn = (path: string): string | null =>
  /^\/product\/([^/]+)\/?$/.exec(path)?.[1] ?? null;

/** A listing's two slugs (`/<category>/<subcategory>`), or null for any other address. */
export function listingSlugsIn(path: string): [string, string] | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(path);
  return match ? [match[1]!, match[2]!] : null;
}
