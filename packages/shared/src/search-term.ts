/**
 * SPEC.md §2: the search term is the query string without its first 3 characters ('?q='),
 * decoded; any other query string falls back to its `q` parameter. Read so by the storefront and
 * by the server filling the search page's head.
 */
export function searchTermOf(search: string): string {
  if (!search.startsWith('?q=')) return new URLSearchParams(search).get('q') ?? '';
  const raw = search.slice(3).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
