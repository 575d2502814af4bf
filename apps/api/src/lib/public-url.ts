/**
 * Page paths (/product/…) are root-relative in the app; what is read elsewhere (feeds, JSON-LD,
 * Open Graph, sitemaps, mails, API docs) needs them absolute. Already absolute URLs (the images
 * answers carry, lib/media-urls.ts) are kept as they are.
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
