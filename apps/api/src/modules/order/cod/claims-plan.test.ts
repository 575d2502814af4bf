import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '@test/test-app';
import { claimStatementOf } from './claims';

const t = setupTestApp();

/** The node types of a plan (EXPLAIN's JSON), each with the relation it reads, if any. */
const nodesOf = (plan: unknown): Array<{ type: string; relation?: string }> =>
  Array.isArray(plan)
    ? plan.flatMap(nodesOf)
    : plan && typeof plan === 'object'
      ? [
          ...('Node Type' in plan
            ? [
                {
                  type: String((plan as Record<string, unknown>)['Node Type']),
                  relation: (plan as Record<string, unknown>)['Relation Name'] as
                    string | undefined,
                },
              ]
            : []),
          ...Object.values(plan).flatMap(nodesOf),
        ]
      : [];

// #51: claim-next stays fast with 10 000 orders waiting (p99 ≤ 50 ms with five agents).
describe("an agent's next order", () => {
  it('is picked in the queue indexes’ order, with no sort or scan of the pending orders', async () => {
    let nodes: Array<{ type: string; relation?: string }> = [];
    const rolledBack = t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into orders (id, order_id, delivery_adresse, delivery_ville, delivery_telephone,
          sub_total_centimes, total_centimes, payment_status, order_status, next_call_at,
          created_at, updated_at)
        select lpad(to_hex(n), 24, '0'), 'ORD-' || n, n || ' rue', 'Rabat',
          '+2126' || lpad(n::text, 8, '0'), 10000, 10000, 'CASH ON DELIVERY', 'pending',
          case when n % 10 = 0 then now() + (n - 1500) * interval '1 minute' end,
          now() - n * interval '1 minute', now()
        from generate_series(1, 3000) as n`);
      await tx.execute(sql`analyze orders`);
      const now = Date.now();
      const time = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
      const statement = claimStatementOf({
        agent: sql`${'a'.repeat(24)}`,
        at: time(now),
        until: time(now + 600_000),
        since: time(now - 3_600_000),
      });
      const { rows } = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as {
        rows: Array<{ 'QUERY PLAN': unknown }>;
      };
      nodes = nodesOf(rows[0]!['QUERY PLAN']);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow(/rollback/i);
    const onOrders = nodes.filter((n) => n.relation === 'orders').map((n) => n.type);
    expect(onOrders).toContain('Index Scan');
    expect(onOrders).not.toContain('Seq Scan');
    expect(nodes.map((n) => n.type)).not.toContain('Sort');
  });

  it('is held in columns no index of the orders covers, so a claim and its release stay HOT', async () => {
    const { rows } = (await t.deps.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'orders'`,
    )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> };
    expect(rows.length).toBeGreaterThan(5);
    const onHold = rows.filter((r) => /claimed_by|claim_until/.test(r.indexdef));
    expect(onHold.map((r) => r.indexname)).toEqual([]);
  });
});
