import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { orderLabel } from '@zina/shared/order-label';
import { toMad } from '@zina/shared/pricing';
import {
  COD_MSG,
  ConfirmationQueueSchema,
  type CallAttempt,
  type CallOutcome,
  type Confirmation,
  type PhoneHistory,
} from '@zina/shared/schemas/cod';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared-query';
import type { AppDeps } from '../../../lib/deps';
import { cachedAnswer, type SharedCache } from '../../../lib/shared-cache';
import { callAttempts, orderLines, orders } from '../../../db/schema';
import { contactsOf } from '../../user';
import { orderRowIdOf } from '../core/status-change';
import { deskFlags } from './desk-flags';
import { codSettingsOf } from './settings';
import { queueParts } from './queue-parts';
import { fillTemplate, whatsappUrl } from './whatsapp';

export const QUEUE_LIMIT = 100;

const pending = eq(orders.orderStatus, 'pending');

/** A timestamp as milliseconds (a number on PGlite and node-postgres alike), null kept. */
const ms = (column: SQL | AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

interface QueueRow {
  id: string;
  orderId: string;
  number: number;
  userId: string | null;
  /** An express order's customer (no account). */
  ownName: string | null;
  createdAt: number;
  city: string;
  address: string;
  phone: string;
  totalCentimes: number;
  nextCallAt: number | null;
  claimedBy: string | null;
  claimUntil: number | null;
  items: Array<{ name: string; quantity: number }>;
  attempts: Array<{
    outcome: CallOutcome;
    at: number;
    note: string;
    callbackAt: number | null;
    agentId: string | null;
  }>;
  history: Omit<PhoneHistory, 'risk'>;
  duplicateOf: string | null;
  duplicateOfNumber: number | null;
  blocked: boolean;
}

/**
 * The next orders to call with everything about them, in one statement: `source` (the queue's
 * parts, queue-parts.ts, each stopped at the limit; or one order) — then, for those rows only,
 * their lines, calls, the phone's history, an earlier order from it within a day, and the
 * blocklist. Its values (`at`, `limit`, `only`) are placeholders: built once, prepared once per
 * connection (the desk polls it, and each claim-next reads its order through it).
 */
function nextToCallStatement(source: 'queue' | 'one'): SQL {
  const o = orders;
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  const columns = sql`${o.id} as id, ${o.orderId} as order_id, ${o.number} as number,
           ${o.userId} as user_id,
           ${o.customerName} as own_name,
           ${o.createdAt} as created_at, ${o.deliveryVille} as city,
           ${o.deliveryAdresse} as address,
           ${o.deliveryTelephone} as phone, ${o.totalCentimes} as total_centimes,
           ${o.nextCallAt} as next_call_at, ${o.claimedBy} as claimed_by,
           ${o.claimUntil} as claim_until`;
  const parts = queueParts(at).map(
    ({ where, order }, n) => sql`(
    select ${columns}, ${sql.raw(String(n))} as part
    from ${o} where ${o.orderStatus} = 'pending' and ${where}
    order by ${order}, ${o.id} limit ${limit})`,
  );
  const rows =
    source === 'one'
      ? sql`select ${columns}, 0 as part from ${o} where ${o.id} = ${sql.placeholder('only')}`
      : sql.join(parts, sql` union all `);
  const h = alias(orders, 'h');
  const l = orderLines;
  const a = callAttempts;
  const n = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;
  return sql`
    with q as (${rows})
    select q.id, q.order_id as "orderId", q.number, q.user_id as "userId", q.own_name as "ownName",
      ${ms(sql`q.created_at`)} as "createdAt", q.city, q.address, q.phone,
      q.total_centimes as "totalCentimes", ${ms(sql`q.next_call_at`)} as "nextCallAt",
      q.claimed_by as "claimedBy", ${ms(sql`q.claim_until`)} as "claimUntil",
      coalesce((
        select json_agg(json_build_object('name', ${l.name}, 'quantity', ${l.quantity})
                        order by ${l.position})
        from ${l} where ${l.orderId} = q.id), '[]') as items,
      coalesce((
        select json_agg(json_build_object(
                 'outcome', ${a.outcome}, 'at', ${ms(a.createdAt)}, 'note', ${a.note},
                 'callbackAt', ${ms(a.callbackAt)}, 'agentId', ${a.agentId})
               order by ${a.createdAt}, ${a.id})
        from ${a} where ${a.orderId} = q.id and ${a.undoneAt} is null), '[]') as attempts,
      json_build_object('orders', hist.orders, 'delivered', hist.delivered,
        'returned', hist.returned, 'refused', hist.refused, 'cancelled', hist.cancelled) as history,
      dup.id as "duplicateOf", dup.number as "duplicateOfNumber",
      ${deskFlags.blocked(sql`q.phone`)} as blocked
    from q
    cross join lateral (
      select (count(*) - 1)::int as orders,
             ${n(sql`${h.orderStatus} = 'delivered'`)} as delivered,
             ${n(sql`${h.orderStatus} = 'retourné'`)} as returned,
             ${n(sql`${h.codOutcome} = 'refused'`)} as refused,
             ${n(sql`${h.orderStatus} = 'cancelled' and ${h.codOutcome} is distinct from 'refused'`)} as cancelled
      from ${o} h where ${h.deliveryTelephone} = q.phone) hist
    left join lateral (
      ${deskFlags.duplicateOf(sql`q.phone`, sql`q.created_at`, sql`q.id`)}) dup on true
    order by q.part, coalesce(q.next_call_at, q.created_at), q.id
    ${source === 'queue' ? sql`limit ${limit}` : sql``}`;
}

const queueStatement = preparedStatement<QueueRow>('desk_queue', nextToCallStatement('queue'));
const oneStatement = preparedStatement<QueueRow>('desk_queue_one', nextToCallStatement('one'));

function nextToCall(db: Db, now: Date, limit: number, only?: string): Promise<QueueRow[]> {
  const at = now.toISOString();
  return only ? oneStatement(db, { at, only }) : queueStatement(db, { at, limit });
}

/**
 * How wary the agent should be of the phone (issue 46): the share of its earlier orders that
 * came back or were refused at the door; amber from a quarter (two at least), red from half.
 */
export function phoneRisk(h: Omit<PhoneHistory, 'risk'>): PhoneHistory['risk'] {
  const bad = h.returned + h.refused;
  const share = h.orders > 0 ? bad / h.orders : 0;
  if (bad >= 2 && share >= 0.5) return 'red';
  if (bad >= 2 && share >= 0.25) return 'amber';
  return 'none';
}

const iso = (msOrNull: number | null) =>
  msOrNull === null ? null : new Date(msOrNull).toISOString();

/**
 * The queue's answer as every agent polling it shares it (SPEC.md §10): kept in each process until
 * a write through the order module (an order placed, a call, a status, the blocklist, the
 * template) empties it everywhere, or until the next call-back falls due and moves up.
 */
export function sharedConfirmationQueue(deps: AppDeps, cache: SharedCache, limit: number) {
  let nextCallbackAt: number | null = null;
  return cachedAnswer(
    cache,
    `queue:${limit}`,
    ConfirmationQueueSchema,
    async () => {
      const queue = await confirmationQueue(deps.db, deps.clock.now(), limit);
      nextCallbackAt = queue.nextCallbackAt;
      return {
        success: true as const,
        error: false as const,
        message: COD_MSG.queue,
        data: queue.data,
        totalCount: queue.totalCount,
      };
    },
    { expiresAt: () => nextCallbackAt ?? undefined },
  );
}

/** The pending orders the desk calls next, with everything the agent needs on one row. */
export async function confirmationQueue(
  db: Db,
  now: Date,
  limit = QUEUE_LIMIT,
): Promise<{
  data: Confirmation[];
  totalCount: number;
  /** The next call-back still to come (ms): the queue's order changes then. */
  nextCallbackAt: number | null;
}> {
  const [rows, [pendingNow]] = await Promise.all([
    nextToCall(db, now, limit),
    db
      .select({
        n: count(),
        nextCallbackAt: sql<number | null>`${ms(sql`min(${orders.nextCallAt})
          filter (where ${orders.nextCallAt} > ${now.toISOString()}::timestamptz)`)}`,
      })
      .from(orders)
      .where(pending),
  ]);
  return {
    data: await confirmationsOf(db, rows, now),
    totalCount: Number(pendingNow?.n ?? 0),
    nextCallbackAt: pendingNow?.nextCallbackAt ?? null,
  };
}

/** One order as a row of the queue (the order an agent is handed), or null if there is none. */
export async function confirmationOf(db: Db, now: Date, id: string): Promise<Confirmation | null> {
  const [row] = await confirmationsOf(db, await nextToCall(db, now, 1, id), now);
  return row ?? null;
}

/** The queue's rows with the names, the WhatsApp message and the flags an agent reads. */
async function confirmationsOf(db: Db, rows: QueueRow[], now: Date): Promise<Confirmation[]> {
  const settings = await codSettingsOf(db);
  const people = await contactsOf(db, [
    ...new Set(
      rows.flatMap((r) => [
        ...(r.userId ? [r.userId] : []),
        ...(r.claimedBy ? [r.claimedBy] : []),
        ...r.attempts.flatMap((x) => x.agentId ?? []),
      ]),
    ),
  ]);
  const nameOf = (id: string | null) => (id ? (people.get(id)?.name ?? null) : null);
  return rows.map((r): Confirmation => {
    // An expired hold is no hold: the order is free for anyone.
    const holder = r.claimUntil !== null && r.claimUntil > now.getTime() ? r.claimedBy : null;
    const customerName = r.ownName ?? nameOf(r.userId) ?? '';
    const totalAmt = toMad(r.totalCentimes);
    const message = fillTemplate(settings.whatsappTemplate, {
      customerName,
      label: orderLabel(r.number),
      orderId: r.orderId,
      items: r.items,
      totalAmt,
      city: r.city,
      address: r.address,
    });
    return {
      _id: r.id,
      orderId: r.orderId,
      label: orderLabel(r.number),
      createdAt: iso(r.createdAt)!,
      customerName,
      city: r.city,
      address: r.address,
      phone: r.phone,
      totalAmt,
      items: r.items,
      attempts: r.attempts.map((x) => ({
        outcome: x.outcome,
        at: iso(x.at)!,
        note: x.note,
        callbackAt: iso(x.callbackAt),
        by: nameOf(x.agentId),
      })),
      nextCallAt: iso(r.nextCallAt),
      claimedBy: holder,
      claimedByName: nameOf(holder),
      claimUntil: holder ? iso(r.claimUntil) : null,
      whatsappUrl: whatsappUrl(r.phone, message),
      duplicateOf: r.duplicateOf,
      duplicateOfLabel: r.duplicateOfNumber === null ? null : orderLabel(r.duplicateOfNumber),
      blocked: r.blocked,
      // This order is pending: it adds one order to its phone's count and nothing else.
      customer: { ...r.history, risk: phoneRisk(r.history) },
    };
  });
}

/** The calls made about these orders, oldest first, with the agents' names. */
export async function attemptsOf(db: Db, orderIds: string[]): Promise<Map<string, CallAttempt[]>> {
  const rows = await db
    .select()
    .from(callAttempts)
    .where(and(inArray(callAttempts.orderId, orderIds), isNull(callAttempts.undoneAt)))
    .orderBy(asc(callAttempts.orderId), asc(callAttempts.createdAt), asc(callAttempts.id));
  const agents = await contactsOf(db, [
    ...new Set(rows.flatMap((r) => (r.agentId ? [r.agentId] : []))),
  ]);
  const byOrder = new Map<string, CallAttempt[]>();
  for (const r of rows) {
    const attempt: CallAttempt = {
      outcome: r.outcome as CallOutcome,
      at: r.createdAt.toISOString(),
      note: r.note,
      callbackAt: r.callbackAt?.toISOString() ?? null,
      by: r.agentId ? (agents.get(r.agentId)?.name ?? null) : null,
    };
    byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), attempt]);
  }
  return byOrder;
}

/** One order's calls, oldest first, reached by its reference or _id. */
export async function attemptsOfOrder(db: Db, ref: string): Promise<CallAttempt[]> {
  const id = await orderRowIdOf(db, ref);
  return (await attemptsOf(db, [id])).get(id) ?? [];
}
