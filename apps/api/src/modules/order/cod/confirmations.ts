import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import { toMad } from '@zina/shared/pricing';
import {
  DUPLICATE_WINDOW_HOURS,
  type CallAttempt,
  type CallOutcome,
  type Confirmation,
  type PhoneHistory,
} from '@zina/shared/schemas/cod';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { blockedPhones, callAttempts, orderLines, orders } from '../../../db/schema';
import { contactsOf } from '../../user';
import { orderRowIdOf } from '../status-change';
import { codSettingsOf } from './settings';
import { fillTemplate, whatsappUrl } from './whatsapp';

export const QUEUE_LIMIT = 100;

const pending = eq(orders.orderStatus, 'pending');

const queueColumns = {
  id: orders.id,
  orderId: orders.orderId,
  userId: orders.userId,
  createdAt: orders.createdAt,
  city: orders.deliveryVille,
  phone: orders.deliveryTelephone,
  totalCentimes: orders.totalCentimes,
  nextCallAt: orders.nextCallAt,
};

/**
 * Due call-backs first (the customer asked for that hour), then new orders oldest first, then
 * call-backs still to come: three reads, each in the order of its partial index and stopped at
 * `limit`, so the queue costs the same with ten or ten thousand orders waiting.
 */
async function nextToCall(db: Db, now: Date, limit: number) {
  const callbacks = and(pending, isNotNull(orders.nextCallAt));
  const byCallback = [asc(orders.nextCallAt), asc(orders.id)];
  const [due, fresh, later] = await Promise.all([
    db
      .select(queueColumns)
      .from(orders)
      .where(and(callbacks, lte(orders.nextCallAt, now)))
      .orderBy(...byCallback)
      .limit(limit),
    db
      .select(queueColumns)
      .from(orders)
      .where(and(pending, isNull(orders.nextCallAt)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit),
    db
      .select(queueColumns)
      .from(orders)
      .where(and(callbacks, gt(orders.nextCallAt, now)))
      .orderBy(...byCallback)
      .limit(limit),
  ]);
  return [...due, ...fresh, ...later].slice(0, limit);
}

/** The pending orders the desk calls next, with everything the agent needs on one row. */
export async function confirmationQueue(
  db: Db,
  now: Date,
  limit = QUEUE_LIMIT,
): Promise<{ data: Confirmation[]; totalCount: number }> {
  const [rows, [total], settings] = await Promise.all([
    nextToCall(db, now, limit),
    db.select({ n: count() }).from(orders).where(pending),
    codSettingsOf(db),
  ]);
  if (rows.length === 0) return { data: [], totalCount: Number(total?.n ?? 0) };

  const ids = rows.map((r) => r.id);
  const phones = [...new Set(rows.map((r) => r.phone))];
  const [lines, attempts, customers, histories, duplicates, blocked] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    attemptsOf(db, ids),
    contactsOf(
      db,
      rows.map((r) => r.userId),
    ),
    historiesOf(db, phones),
    earlierOrdersOf(db, ids),
    db
      .select({ phone: blockedPhones.phone })
      .from(blockedPhones)
      .where(inArray(blockedPhones.phone, phones)),
  ]);
  const blockedSet = new Set(blocked.map((b) => b.phone));

  const data = rows.map((r): Confirmation => {
    const items = lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({ name: l.name, quantity: l.quantity }));
    const customerName = customers.get(r.userId)?.name ?? '';
    const totalAmt = toMad(r.totalCentimes);
    const message = fillTemplate(settings.whatsappTemplate, {
      customerName,
      orderId: r.orderId,
      items,
      totalAmt,
      city: r.city,
    });
    const history = histories.get(r.phone);
    const duplicate = duplicates.get(r.id);
    return {
      _id: r.id,
      orderId: r.orderId,
      createdAt: r.createdAt.toISOString(),
      customerName,
      city: r.city,
      phone: r.phone,
      totalAmt,
      items,
      attempts: attempts.get(r.id) ?? [],
      nextCallAt: r.nextCallAt?.toISOString() ?? null,
      whatsappUrl: whatsappUrl(r.phone, message),
      duplicateOf: duplicate?.id ?? null,
      duplicateOfLabel: duplicate?.orderId ?? null,
      blocked: blockedSet.has(r.phone),
      // This order is pending: it adds one order to its phone's count and nothing else.
      customer: { ...(history ?? EMPTY_HISTORY), orders: Math.max(0, (history?.orders ?? 1) - 1) },
    };
  });
  return { data, totalCount: Number(total?.n ?? 0) };
}

const EMPTY_HISTORY: PhoneHistory = {
  orders: 0,
  delivered: 0,
  returned: 0,
  refused: 0,
  cancelled: 0,
};

/** Each phone's orders by how they ended, across every account that used it. */
async function historiesOf(db: Db, phones: string[]): Promise<Map<string, PhoneHistory>> {
  const n = (condition: ReturnType<typeof sql>) =>
    sql`count(*) filter (where ${condition})`.mapWith(Number);
  const rows = await db
    .select({
      phone: orders.deliveryTelephone,
      orders: count(),
      delivered: n(sql`${orders.orderStatus} = 'delivered'`),
      returned: n(sql`${orders.orderStatus} = 'retourné'`),
      refused: n(sql`${orders.codOutcome} = 'refused'`),
      cancelled: n(sql`${orders.orderStatus} = 'cancelled'`),
    })
    .from(orders)
    .where(inArray(orders.deliveryTelephone, phones))
    .groupBy(orders.deliveryTelephone);
  return new Map(rows.map(({ phone, ...h }) => [phone, { ...h, orders: Number(h.orders) }]));
}

/**
 * For each order, the latest other order from the same phone in the day before it that is
 * still live (a cancelled one is no longer a double).
 */
async function earlierOrdersOf(db: Db, ids: string[]) {
  const earlier = alias(orders, 'earlier');
  const rows = await db
    .selectDistinctOn([orders.id], {
      of: orders.id,
      id: earlier.id,
      orderId: earlier.orderId,
    })
    .from(orders)
    .innerJoin(
      earlier,
      and(
        eq(earlier.deliveryTelephone, orders.deliveryTelephone),
        ne(earlier.id, orders.id),
        lt(earlier.createdAt, orders.createdAt),
        gte(
          earlier.createdAt,
          sql`${orders.createdAt} - make_interval(hours => ${DUPLICATE_WINDOW_HOURS})`,
        ),
        ne(earlier.orderStatus, 'cancelled'),
      ),
    )
    .where(inArray(orders.id, ids))
    .orderBy(orders.id, sql`${earlier.createdAt} desc`);
  return new Map(rows.map((r) => [r.of, { id: r.id, orderId: r.orderId }]));
}

/** The calls made about these orders, oldest first, with the agents' names. */
export async function attemptsOf(db: Db, orderIds: string[]): Promise<Map<string, CallAttempt[]>> {
  const rows = await db
    .select()
    .from(callAttempts)
    .where(inArray(callAttempts.orderId, orderIds))
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
