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
  '/dashboard/invoices',
  '/dashboard/banners',
  '/dashboard/mails',
] as const;

const known = new Set<string>(PAGE_PATHS);

/** Whether a path (no query string) is one of the fixed pages; a trailing slash is allowed. */
export const isPagePath = (path: string): boolean =>
  known.has(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
