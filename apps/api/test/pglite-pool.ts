import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/db/client';

/**
 * PGlite databases kept by a test worker between files, each put back to its template's rows
 * when a file lets it go. Starting PGlite from a template's dump costs ≈ 1 s of CPU, and the API
 * suite started ≈ 90 of them: 40 % of its time (docs/DEVELOPING.md, « Tests »). Emptying the
 * tables and copying the template's rows back takes a few tens of milliseconds.
 *
 * A database whose structure a file changed (a table, column, trigger, function, schema or
 * role added, dropped or altered) is closed instead of kept: only the rows are put back.
 */

/** The schema holding a copy of the template's rows, made when the database is first loaded. */
const COPY = 'test_template_rows';

/** At most this many databases per template wait between files (two apps at once in a file). */
const IDLE_PER_TEMPLATE = 2;

interface Kept {
  client: PGlite;
  /** The statements that put the template's rows back. */
  reset: string;
  /** The structure's fingerprint when loaded; a different one after a file means "close". */
  structure: string;
}

const idle = new Map<string, Kept[]>();
const loads = new Map<string, number>();

/** How many databases of `template` this worker loaded from its dump (the rest were kept). */
export const loadsOf = (template: string): number => loads.get(template) ?? 0;

export interface PooledPglite {
  client: PGlite;
  /** Puts the database back to its template and keeps it for the next file, or closes it. */
  release(): Promise<void>;
}

/** A database holding `template`'s rows: one kept from an earlier file, or loaded from `dump`. */
export async function takePglite(template: string, dump: () => Blob): Promise<PooledPglite> {
  let kept = idle.get(template)?.pop();
  if (!kept) {
    kept = await load(dump());
    loads.set(template, loadsOf(template) + 1);
  }
  const taken = kept;
  let released = false;
  return {
    client: refusedAfter(taken.client, () => released),
    async release() {
      if (released) return;
      released = true;
      const waiting = idle.get(template) ?? [];
      idle.set(template, waiting);
      if (taken.client.closed || waiting.length >= IDLE_PER_TEMPLATE) return close(taken);
      try {
        await putBack(taken);
        waiting.push(taken);
      } catch {
        await close(taken);
      }
    },
  };
}

/**
 * The database as one file sees it: once let go, every call throws, as on a closed PGlite. A
 * closed app's leftover reader (a metrics gauge, a timer) must not read the next file's rows.
 */
function refusedAfter(client: PGlite, released: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (released()) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function close(kept: Kept) {
  if (!kept.client.closed) await kept.client.close();
}

async function load(dump: Blob): Promise<Kept> {
  const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  const structure = await fingerprint(client);
  const tables = await userTables(client);
  const sequences = await client.query<{ name: string; last: string | null; start: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            last_value::text as last, start_value::text as start
       from pg_sequences where schemaname = 'public'`,
  );
  const copy = [`create schema ${COPY}`];
  const restore = [];
  for (const t of tables) {
    copy.push(`create table ${COPY}.${t.ident} as select * from public.${t.ident}`);
    restore.push(
      `insert into public.${t.ident} (${t.columns}) overriding system value ` +
        `select ${t.columns} from ${COPY}.${t.ident}`,
    );
  }
  await client.exec(copy.join(';\n'));
  const reset = [
    tables.length
      ? `truncate ${tables.map((t) => `public.${t.ident}`).join(', ')} restart identity cascade`
      : '',
    // Rows go back as they were: no trigger or foreign-key check runs on them.
    `set session_replication_role = replica`,
    ...restore,
    `set session_replication_role = default`,
    ...sequences.rows.map((s) =>
      s.last === null
        ? `select setval('${s.name}', ${s.start}, false)`
        : `select setval('${s.name}', ${s.last}, true)`,
    ),
  ].filter(Boolean);
  return { client, reset: reset.join(';\n'), structure };
}

/** The template's rows, sequences and session settings back; throws if the structure changed. */
async function putBack(kept: Kept) {
  const { client } = kept;
  // A file may leave a transaction open, settings, prepared statements or advisory locks.
  await client.exec(`rollback; reset all; deallocate all; select pg_advisory_unlock_all()`);
  if ((await fingerprint(client)) !== kept.structure) throw new Error('structure changed');
  await client.exec(`begin;\n${kept.reset};\ncommit`);
}

async function userTables(client: PGlite) {
  const { rows } = await client.query<{ ident: string; columns: string }>(
    `select quote_ident(c.relname) as ident,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
      group by c.relname order by c.relname`,
  );
  return rows;
}

/** Tables, columns, indexes, constraints, triggers, functions, schemas, roles and extensions. */
async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ hash: string }>(
    `select md5(string_agg(item, '|' order by item)) as hash from (
       select n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts as item
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', '${COPY}')
          and n.nspname not like 'pg_toast%'
       union all
       select a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid || ':' ||
              a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
       union all
       select conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
         from pg_constraint where connamespace = 'public'::regnamespace
       union all
       select tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text
         from pg_trigger where not tgisinternal
       union all
       select p.proname || ':' || md5(p.prosrc)
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
       union all select 'schema ' || nspname from pg_namespace where nspname <> '${COPY}'
       union all select 'role ' || rolname from pg_roles
       union all select 'extension ' || extname || extversion from pg_extension
     ) items`,
  );
  return rows[0]!.hash;
}
