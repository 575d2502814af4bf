import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A query Drizzle builds once per database and PostgreSQL prepares once per connection: a hot
 * read otherwise pays Drizzle's SQL building (most of the shop's CPU on a database read) on
 * every request. Meant for the database itself or a connection it holds (withConnection: one Db
 * a connection); a transaction's Db gets its own, built for that transaction: correct, no gain.
 */
export function preparedPerDb<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) made.set(db, (query = prepare(db)));
    return query;
  };
}

/** The shop's databases' SQL dialect (client.ts opens them with snake_case names). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A raw statement (db.execute's) whose text is built once, with `sql.placeholder`s for its
 * values, and bound by name at each run: nothing is built per request (Drizzle walking a
 * checkout's statement was 4 % of the shop's CPU under load), and PostgreSQL prepares it once
 * per connection under `name`. Answers its rows as the driver parses them. Only for the
 * database itself or a connection it holds, never a transaction.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedPerDb((db) => db._.session.prepareQuery(query, undefined, name, false));
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> =>
    ((await prepared(db).execute(values)) as { rows: Row[] }).rows;
}

/**
 * A LIMIT or OFFSET that PostgreSQL reads when the statement runs, not when it plans it. A
 * generic plan prices an unknown LIMIT or OFFSET at a tenth of its rows, above every custom plan
 * made with the values, so a prepared statement with placeholder paging was planned again on
 * every run: at 100 000 products, half a listing's database time and a search's millisecond
 * ([d30l]). A scalar subquery is unknown to both plans alike, and the generic plan is kept after
 * five runs, as for the shop's other prepared statements. Null: no limit.
 */
export const readAtRun = (value: Placeholder | number | null): SQL => sql`(select ${value}::int)`;

/**
 * The same, for a Drizzle builder's `.limit()` or `.offset()`: typed as taking a placeholder, it
 * writes any object it is given into the statement, here the SQL.
 */
export const builderReadAtRun = (value: Placeholder | number | null): Placeholder =>
  readAtRun(value) as unknown as Placeholder;
