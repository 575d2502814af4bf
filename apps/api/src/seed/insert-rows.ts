import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The database's name of a column: the schema's keys are camelCase, the client maps them. */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Many rows in one statement with one parameter: the rows as a JSON array, unpacked by
 * jsonb_to_recordset. A multi-row VALUES with thousands of parameters takes seconds on PGlite;
 * this takes milliseconds. Columns are those the rows name (a missing value is null, so rows
 * must give every NOT NULL column without a database default); dates travel as ISO text.
 */
export async function insertRows<T extends PgTable>(
  tx: Db,
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
  suffix: SQL = sql``,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const payload = rows.map((r) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = (r as Record<string, unknown>)[key];
        return [snake(column.name), value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const names = sql.raw(columns.map(([, c]) => `"${snake(c.name)}"`).join(', '));
  const types = sql.raw(columns.map(([, c]) => `"${snake(c.name)}" ${c.getSQLType()}`).join(', '));
  await tx.execute(
    sql`insert into ${table} (${names}) select ${names}
        from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(${types}) ${suffix}`,
  );
}
