import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@test/fixtures/shop';
import { setupTestApp } from '@test/test-app';
import { newId } from '../../../db/ids';
import { checkoutTake, productsOnShelf, takeRows } from './service';

const t = setupTestApp();

type Tx = Parameters<Parameters<typeof t.deps.db.transaction>[0]>[0];

/**
 * 3 000 more products in the caller's transaction (rolled back), counted by the planner: a
 * catalogue where a scan costs more than a few primary-key reads.
 */
async function growCatalogue(tx: Tx) {
  await tx.execute(sql`
    insert into products (id, name, price_centimes, sale_price_centimes, stock)
    select lpad(to_hex(n), 24, '0'), 'Sac ' || n, 10000, 10000, 3
    from generate_series(1, 3000) as n`);
  await tx.execute(sql`analyze products`);
}

/** ADR 0008: what every checkout writes to the products table stays cheap, on both databases. */
describe('the stock write path', () => {
  it("a checkout's stock take is a HOT update: no index of products is written", async () => {
    const p = await createProduct(t.deps, { price: 250, stock: 5 });
    let counted: { updated: number; hot: number } | undefined;
    // The counters of the backend's stats not yet flushed: a database kept between test files
    // (PGlite, which flushes them seldom) may hold an earlier file's updates. Only the difference
    // is this take's.
    const counters = async (tx: Parameters<Parameters<typeof t.deps.db.transaction>[0]>[0]) => {
      const { rows } = (await tx.execute(sql`
        select pg_stat_get_xact_tuples_updated('public.products'::regclass)::int as updated,
               pg_stat_get_xact_tuples_hot_updated('public.products'::regclass)::int as hot`)) as unknown as {
        rows: Array<{ updated: number; hot: number }>;
      };
      return rows[0]!;
    };
    const rolledBack = t.deps.db.transaction(async (tx) => {
      // No order row is needed to watch the products table: foreign keys are off in this
      // transaction only (the movement's order id points nowhere, and is rolled back).
      await tx.execute(sql`set local session_replication_role = replica`);
      const before = await counters(tx);
      const take = checkoutTake(
        sql`${takeRows([{ productId: p.id, quantity: 2, priceCentimes: 25_000, discount: 0 }])}`,
        { orderId: sql`${newId()}`, userId: sql`${newId()}` },
      );
      const taken = (await tx.execute(
        sql`with ${take} select product_id as id from taken_products`,
      )) as unknown as { rows: Array<{ id: string }> };
      expect(taken.rows).toEqual([{ id: p.id }]);
      // This transaction's own counters: exact, with no wait for the statistics to be flushed.
      const after = await counters(tx);
      counted = { updated: after.updated - before.updated, hot: after.hot - before.hot };
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow(/rollback/i);
    expect(counted).toEqual({ updated: 1, hot: 1 });
  });

  it("an order's products are found through the primary key, not a scan of the catalogue", async () => {
    const p = await createProduct(t.deps, { price: 250, stock: 5 });
    const plans: unknown[] = [];
    const rolledBack = t.deps.db.transaction(async (tx) => {
      // The planner believes the order has 100 lines (its guess for a JSON function).
      await growCatalogue(tx);
      const take = checkoutTake(
        sql`${takeRows([{ productId: p.id, quantity: 2, priceCentimes: 25_000, discount: 0 }])}`,
        { orderId: sql`${newId()}`, userId: sql`${newId()}` },
      );
      const shelf = productsOnShelf(
        sql`select json_array_elements_text(${JSON.stringify([p.id])}::json)`,
      );
      for (const statement of [
        sql`with ${take} select product_id from taken_products`,
        sql`select ${shelf} as shelf`,
      ]) {
        const { rows } = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as {
          rows: Array<{ 'QUERY PLAN': unknown }>;
        };
        plans.push(rows[0]!['QUERY PLAN']);
      }
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow(/rollback/i);
    const scans = (plan: unknown): string[] =>
      Array.isArray(plan)
        ? plan.flatMap(scans)
        : plan && typeof plan === 'object'
          ? [
              ...((plan as Record<string, unknown>)['Relation Name'] === 'products'
                ? [String((plan as Record<string, unknown>)['Node Type'])]
                : []),
              ...Object.values(plan).flatMap(scans),
            ]
          : [];
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      const reads = scans(plan).filter((node) => node !== 'ModifyTable');
      expect(reads.length).toBeGreaterThan(0);
      expect(reads).not.toContain('Seq Scan');
    }
  });

  it("a product's search text is refreshed without reading the whole catalogue", async () => {
    const p = await createProduct(t.deps, { price: 250, stock: 5 });
    let scans = -1;
    const rolledBack = t.deps.db.transaction(async (tx) => {
      await growCatalogue(tx);
      const seqScans = async () => {
        const { rows } = (await tx.execute(sql`
          select pg_stat_get_xact_numscans('public.products'::regclass)::int as scans,
                 pg_stat_get_xact_tuples_returned('public.products'::regclass)::int as read`)) as unknown as {
          rows: Array<{ scans: number; read: number }>;
        };
        return rows[0]!;
      };
      const before = await seqScans();
      // What a product's creation or a change of its links runs (migrations 0023, 0030).
      await tx.execute(sql`select product_search_extra_refresh(array[${p.id}]::text[])`);
      const after = await seqScans();
      scans = after.read - before.read;
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow(/rollback/i);
    // Rows read by sequential scans: none (the product and its row found through the key).
    expect(scans).toBe(0);
  });

  it('searches read GIN indexes with no pending list, and products pages keep room for updates', async () => {
    const { rows } = (await t.deps.db.execute(sql`
      select c.relname as name, coalesce(c.reloptions, '{}') as options
      from pg_class c
      where c.relnamespace = 'public'::regnamespace
        and c.relname in ('products', 'product_search_chunk_idx', 'products_name_trgm_idx')
      order by c.relname collate "C"`)) as unknown as {
      rows: Array<{ name: string; options: string[] }>;
    };
    // `off` and `false` are the same setting, as ALTER INDEX and CREATE INDEX wrote it.
    const settings = rows.map((r) => ({
      ...r,
      options: r.options.map((o) => o.replace(/=false$/, '=off')),
    }));
    expect(settings).toEqual([
      { name: 'product_search_chunk_idx', options: ['fastupdate=off'] },
      { name: 'products', options: ['fillfactor=85'] },
      { name: 'products_name_trgm_idx', options: ['fastupdate=off'] },
    ]);
  });
});
