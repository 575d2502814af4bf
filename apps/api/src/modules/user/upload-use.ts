import { sql, type SQL } from 'drizzle-orm';

/** An avatar is an upload: the account that shows it still uses it. */
export const avatarsUseUpload = (prefix: SQL) =>
  sql`exists (select 1 from users where starts_with(avatar, ${prefix}))`;
