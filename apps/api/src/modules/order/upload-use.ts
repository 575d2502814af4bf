import { sql, type SQL } from 'drizzle-orm';

/** Past orders keep their lines' images as a snapshot: an upload they show is still in use. */
export const orderLinesUseUpload = (prefix: SQL) =>
  sql`exists (select 1 from order_lines, unnest(image) as u(url) where starts_with(u.url, ${prefix}))`;
