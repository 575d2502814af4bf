/**
 * Where to go after signing in: the navigation state's `from` (a path or a location), only when
 * it is a path of this site and not a sign-in page.
 */
export function originPath(from: unknown): string {
  let path = '/';
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const loc = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof loc.pathname === 'string') {
      path = `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//')) return '/';
  if (/^\/(login|register)(\/|\?|#|$)/.test(path)) return '/';
  return path;
}
