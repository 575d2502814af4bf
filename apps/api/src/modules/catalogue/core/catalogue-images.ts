import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_MSG } from '@zina/shared/schemas/catalogue';
import type { AppDeps } from '../../../lib/deps';
import { invalid } from '../../../lib/errors';
import { isOwnUpload, removeUpload } from '../../../lib/images';
import { PREFIX_COLUMN } from '../../../lib/upload-uses';

/**
 * The admin's input with its image fields as they are stored: the back office sends back the
 * absolute URLs the answers showed it (ADR 0018), saved as paths again. Catalogue rows
 * (categories, subcategories, products, banners) accept image URLs only from this shop's own
 * uploads: another site's picture could vanish, change, or track shoppers.
 */
export function withOwnUploads<T extends object>(
  input: T,
  fields: ReadonlyArray<keyof T & string>,
  { storage, media }: AppDeps,
): T {
  const own = (url: string) => {
    const stored = media.stored(url);
    if (!isOwnUpload(stored, storage)) throw invalid(CATALOGUE_MSG.imageForeign);
    return stored;
  };
  const copy = { ...input } as Record<string, unknown>;
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = own(value);
    else if (Array.isArray(value)) copy[field] = value.map((url: string) => own(url));
  }
  return copy as T;
}

/** "/uploads/images/<id>-1280.webp" → "/uploads/images/<id>-": every width of one upload. */
function uploadPrefix(url: string): string | null {
  const match = /^(.*\/images\/[0-9a-f]{24}-)\d+\.webp$/.exec(url);
  return match ? match[1]! : null;
}

/** The catalogue's rows that may show an upload. */
const catalogueUse = (prefix: SQL) => sql`(
  exists (select 1 from categories where starts_with(image, ${prefix}))
  or exists (select 1 from subcategories where starts_with(image, ${prefix}))
  or exists (select 1 from banners
             where starts_with(image_desktop, ${prefix}) or starts_with(image_mobile, ${prefix}))
  or exists (select 1 from products, unnest(images) as u(url) where starts_with(u.url, ${prefix})))`;

/**
 * Removes the files of images a write let go of, but only those no row uses any more: the demo
 * catalogue shares pictures between rows, past orders keep their lines' images as a snapshot and
 * accounts show avatars (their modules register those uses, deps.uploadUses). Any width of the
 * same upload counts as a use. Runs after the commit; a file
 * that cannot be removed only wastes space, so a failure is not the admin's error.
 */
export async function removeUnusedUploads(
  { db, storage, media, uploadUses }: AppDeps,
  released: Array<string | null | undefined>,
): Promise<void> {
  // Each upload by its stored prefix, with the prefixes a row may hold it under: its path, and
  // the absolute URL rows written with S3 before ADR 0018 hold.
  const uploads = new Map<string, { url: string; prefixes: string[] }>();
  for (const url of released) {
    const stored = url ? media.stored(url) : null;
    const prefix = stored && isOwnUpload(stored, storage) ? uploadPrefix(stored) : null;
    if (!prefix) continue;
    const legacy = uploadPrefix(media.absolute(stored!));
    uploads.set(prefix, { url: url!, prefixes: legacy ? [prefix, legacy] : [prefix] });
  }
  if (uploads.size === 0) return;
  const values = sql.join(
    [...uploads.values()].flatMap((u) => u.prefixes).map((p) => sql`(${p})`),
    sql`, `,
  );
  // The catalogue's own tables, then each other owner's check (past orders, avatars…).
  const uses = [catalogueUse, ...uploadUses].map((use) => use(PREFIX_COLUMN));
  const { rows } = (await db.execute(sql`
    select p.prefix from (values ${values}) as p(prefix)
    where ${sql.join(uses, sql` or `)}`)) as unknown as {
    rows: Array<{ prefix: string }>;
  };
  const used = new Set(rows.map((row) => row.prefix));
  const unused = [...uploads.values()].filter((u) => !u.prefixes.some((p) => used.has(p)));
  await Promise.allSettled(unused.map((u) => removeUpload(u.url, storage)));
}
