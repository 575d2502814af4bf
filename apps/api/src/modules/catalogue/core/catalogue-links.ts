import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { invalid } from '../../../lib/errors';

/**
 * Every id must name an existing row, else the write is refused with `message` (400): a link to
 * a category that does not exist is the client's mistake, not a reason for a 500.
 */
export async function assertAllExist(
  tx: Db,
  table: PgTable,
  idColumn: AnyPgColumn,
  ids: string[],
  message: string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.select({ id: idColumn }).from(table).where(inArray(idColumn, ids));
  if (rows.length !== new Set(ids).size) throw invalid(message);
}

/** The link rows of one owner (`ownerColumn` = `ownerId`) replaced by `rows`, none if empty. */
export async function replaceLinks<T extends PgTable>(
  tx: Db,
  table: T,
  ownerColumn: AnyPgColumn,
  ownerId: string,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await tx.delete(table).where(eq(ownerColumn, ownerId));
  if (rows.length > 0) await tx.insert(table).values(rows);
}
