import type { Db } from './client';

/**
 * A query Drizzle builds once per database and PostgreSQL prepares once per connection: a hot
 * read otherwise pays Drizzle's SQL building (most of the shop's CPU on a database read) on
 * every request. Only for the database itself, never a transaction.
 */
export function preparedPerDb<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) made.set(db, (query = prepare(db)));
    return query;
  };
}
