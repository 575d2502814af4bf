import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether some row still uses an upload, asked of each table's owner: given the SQL of an upload
 * prefix ("/uploads/images/<id>-", every width of one upload), an `exists (…)` over the owner's
 * own table. The catalogue's cleaner ORs them all in one query before removing a file.
 */
export type UploadUse = (prefix: SQL) => SQL;

/** The checks the modules registered (a set: building a second app on the same deps adds none). */
export const uploadUses = () => new Set<UploadUse>();
export type UploadUses = ReturnType<typeof uploadUses>;

/** `p.prefix`, the column the cleaner's query names each candidate prefix with. */
export const PREFIX_COLUMN = sql`p.prefix`;
