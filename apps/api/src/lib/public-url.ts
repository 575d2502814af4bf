/**
 * The API answers its own front end with root-relative paths (/uploads/…, /product/…); what is
 * read elsewhere (feeds, JSON-LD, Open Graph, sitemaps, mails, API docs) needs absolute URLs.
 * Already absolute URLs (S3 images) are kept as they are.
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
