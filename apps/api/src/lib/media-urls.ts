/**
 * Uploads are stored as root-relative paths (`/uploads/images/<id>-1280.webp`), so that moving
 * the shop or its pictures to another address changes one setting, not every row. Answers carry
 * them absolute (issue 48, ADR 0018): a front end on another origin (a headless storefront, an
 * app) must load them from where they live, not from its own server.
 */
export const UPLOADS_PATH = '/uploads';

export interface MediaUrls {
  /** Where `/uploads/<key>` is served from: S3_PUBLIC_URL, MEDIA_URL/uploads or PUBLIC_URL/uploads. */
  readonly base: string;
  /** A stored path made absolute; any other value (already absolute, empty) as it is. */
  absolute(stored: string): string;
  /** JSON text with every string that starts with `/uploads/` made absolute. */
  inJson(json: string): string;
  /** What to store for a URL an answer carried (the admin sends back what it was shown). */
  stored(url: string): string;
}

const STORED_PREFIX = `${UPLOADS_PATH}/`;
const QUOTED_PREFIX = `"${STORED_PREFIX}`;
/**
 * An opening quote followed by `/uploads/`: in JSON text a quote preceded by a backslash is inside
 * a string, and a closing quote is never followed by `/`, so this finds exactly the strings that
 * start with the stored prefix (a product's text that merely mentions one is left alone).
 */
const OPENING = /(?<!\\)"\/uploads\//g;

/**
 * @param base the absolute address of the uploads (no trailing slash)
 * @param alsoOurs other absolute addresses this shop served its uploads from (PUBLIC_URL/uploads
 *   when a CDN is in front): URLs under them are stored relative too.
 */
export function mediaUrls(base: string, alsoOurs: readonly string[] = []): MediaUrls {
  const trimmed = base.replace(/\/+$/, '');
  const bases = [trimmed, ...alsoOurs.map((b) => b.replace(/\/+$/, ''))].map((b) => `${b}/`);
  // The base as it reads inside a JSON string, and `$` kept literal in a replacement.
  const replacement = `"${JSON.stringify(trimmed).slice(1, -1)}/`.replaceAll('$', '$$$$');
  return {
    base: trimmed,
    absolute: (stored) =>
      stored.startsWith(STORED_PREFIX)
        ? `${trimmed}/${stored.slice(STORED_PREFIX.length)}`
        : stored,
    inJson: (json) => (json.includes(QUOTED_PREFIX) ? json.replace(OPENING, replacement) : json),
    stored(url) {
      const under = bases.find((b) => url.startsWith(b));
      return under ? `${STORED_PREFIX}${url.slice(under.length)}` : url;
    },
  };
}
