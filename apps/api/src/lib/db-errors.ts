/** PostgreSQL's error codes arrive as the driver's error, or wrapped by Drizzle as its cause. */
function hasCode(error: unknown, code: string): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === code || e?.cause?.code === code;
}

/** A write that a unique index refused (23505): someone else holds the value. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** A write that a foreign key refused (23503): the row it points at, or is pointed at by. */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');

/** A delete refused because another row still points at this one (RESTRICT 23001, NO ACTION 23503). */
export const isStillReferenced = (error: unknown): boolean =>
  hasCode(error, '23001') || hasCode(error, '23503');
