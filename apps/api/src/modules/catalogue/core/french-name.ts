import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * French alphabetical order that is the same on PGlite (no ICU collations) and PostgreSQL:
 * accents and case are ignored first ("Écharpe" next to "eau"), then the name itself
 * breaks ties, byte-wise so that both back ends agree.
 */
export function frenchName(column: AnyColumn, direction: 'asc' | 'desc' = 'asc'): SQL[] {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return [sql`f_unaccent(lower(${column})) collate "C" ${dir}`, sql`${column} collate "C" ${dir}`];
}
