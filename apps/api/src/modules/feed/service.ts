import { createHash } from 'node:crypto';
import type { AppDeps } from '../../lib/deps';
import { absoluteUrl } from '../../lib/public-url';
import { productCatalogue } from '../catalogue';
import { FEED_BRAND, feedItem, type FeedItem } from './feed-item';
import { GOOGLE_TAIL, googleHead, googleItem } from './google-xml';
import { metaHead, metaRow } from './meta-csv';

export type FeedKind = 'google' | 'meta';

export interface FeedVersion {
  etag: string;
  /** Second precision, as HTTP dates carry (null on an empty shop). */
  lastModified: Date | null;
}

/** Products read at once: enough for few queries, small enough to keep memory flat. */
const PAGE_SIZE = 500;

/** Google Merchant and Meta Commerce product feeds, built from the product module's catalogue. */
export function feedService(deps: AppDeps) {
  const catalogue = productCatalogue(deps);
  const { publicUrl } = deps.config;
  const formats: Record<
    FeedKind,
    { head: () => string; item: (i: FeedItem) => string; tail: string }
  > = {
    google: {
      head: () => googleHead({ title: FEED_BRAND, link: absoluteUrl(publicUrl, '/') }),
      item: googleItem,
      tail: GOOGLE_TAIL,
    },
    meta: { head: metaHead, item: metaRow, tail: '' },
  };

  return {
    /** Changes with the catalogue (and the address the links are built on). */
    async version(kind: FeedKind): Promise<FeedVersion> {
      const stamp = await catalogue.stamp();
      const at = stamp.lastChange ? Math.floor(stamp.lastChange.getTime() / 1000) * 1000 : null;
      const hash = createHash('sha256')
        .update(`${kind}|${publicUrl}|${deps.media.base}|${stamp.products}|${at ?? ''}`)
        .digest('base64url')
        .slice(0, 22);
      return { etag: `"${kind}-${hash}"`, lastModified: at === null ? null : new Date(at) };
    },

    /** The feed's text, written page by page as the products are read. */
    async *stream(kind: FeedKind): AsyncGenerator<Buffer> {
      const format = formats[kind];
      yield Buffer.from(format.head());
      for await (const page of catalogue.pages(PAGE_SIZE)) {
        yield Buffer.from(
          page.map((p) => format.item(feedItem(p, publicUrl, deps.media.absolute))).join(''),
        );
      }
      if (format.tail) yield Buffer.from(format.tail);
    },
  };
}
