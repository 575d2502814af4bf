import { sql, type SQL } from 'drizzle-orm';
import type { AgentFigures } from '@zina/shared/schemas/cod';
import type { Db } from '../../../db/client';
import { callAttempts, orders } from '../../../db/schema';
import { contactsOf } from '../../user';

const tenth = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

interface AgentRow {
  agentId: string;
  calls: number;
  confirmed: number;
  decided: number;
  median: number | null;
}

/**
 * The desk's figures per agent over the orders placed in the range (`within`, a condition on
 * orders): calls made (undone ones left out), orders confirmed, the confirmation rate over the
 * decided orders they called, and the median time from order to first call (of the orders each
 * called first); the shop's median time to first call beside them. One statement.
 */
export async function agentFigures(
  db: Db,
  within: SQL,
): Promise<{ byAgent: AgentFigures[]; medianMinutesToFirstCall: number | null }> {
  const a = callAttempts;
  const o = orders;
  const { rows } = (await db.execute(sql`
    with calls as (
      select ${a.orderId} as order_id, ${a.agentId} as agent_id, ${a.outcome} as outcome,
             ${a.createdAt} as at, ${o.createdAt} as placed, ${o.orderStatus} as status
      from ${a} join ${o} on ${o.id} = ${a.orderId}
      where ${a.undoneAt} is null and ${within}),
    firsts as (
      select distinct on (order_id) order_id, agent_id,
             extract(epoch from at - placed) / 60 as minutes
      from calls order by order_id, at),
    per_agent as (
      select agent_id, count(*)::int as calls,
             (count(distinct order_id) filter (where outcome = 'confirmed'))::int as confirmed,
             (count(distinct order_id) filter (where status <> 'pending'))::int as decided
      from calls where agent_id is not null group by agent_id)
    select p.agent_id as "agentId", p.calls, p.confirmed, p.decided,
           (select percentile_cont(0.5) within group (order by f.minutes)
              from firsts f where f.agent_id = p.agent_id) as median
    from per_agent p
    union all
    select null, 0, 0, 0, (select percentile_cont(0.5) within group (order by minutes) from firsts)
  `)) as { rows: AgentRow[] };
  const shop = rows.find((r) => r.agentId === null);
  const agents = rows.filter((r) => r.agentId !== null);
  const people = await contactsOf(
    db,
    agents.map((r) => r.agentId),
  );
  return {
    medianMinutesToFirstCall: tenth(shop?.median ?? null),
    byAgent: agents
      .map((r) => ({
        agentId: r.agentId,
        name: people.get(r.agentId)?.name ?? '',
        calls: Number(r.calls),
        confirmed: Number(r.confirmed),
        confirmationRate: Number(r.decided) > 0 ? Number(r.confirmed) / Number(r.decided) : 0,
        medianMinutesToFirstCall: tenth(r.median),
      }))
      .sort((x, y) => y.calls - x.calls || x.name.localeCompare(y.name, 'fr')),
  };
}
