import { and, count, eq } from 'drizzle-orm';
import {
  CANCELLING_OUTCOMES,
  COD_MSG,
  type CallAttemptInput,
  type CallAttemptResult,
} from '@zina/shared/schemas/cod';
import type { Db } from '../../../db/client';
import { callAttempts, orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, invalid } from '../../../lib/errors';
import { changeOrderStatus, lockOrder } from '../core/status-change';
import { attemptsOf } from './confirmations';

interface Call {
  tx: Db;
  order: { id: string; orderStatus: string };
  input: CallAttemptInput;
  callbackAt: Date | null;
  agentId: string;
  now: Date;
  maxAttempts: number;
}

/**
 * SPEC.md §10 outcome rules, in one transaction with the order's row locked (two agents on one
 * order take turns): `confirmed` confirms; `callback` keeps it pending until its hour;
 * `no_answer` cancels at the COD_MAX_ATTEMPTS-th; refused, wrong number and duplicate cancel.
 * A cancellation puts the units back. Every attempt is kept.
 */
export async function recordCallAttempt(
  deps: AppDeps,
  input: CallAttemptInput,
  agentId: string,
): Promise<{ result: CallAttemptResult; statusChanged: boolean }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const callbackAt = input.callbackAt ? new Date(input.callbackAt) : null;
  if (input.outcome === 'callback' && (!callbackAt || callbackAt <= now)) {
    throw invalid(COD_MSG.callbackInPast);
  }
  const { id, statusChanged } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.orderStatus !== 'pending') throw conflict(COD_MSG.notPending);
    await tx.insert(callAttempts).values({
      orderId: order.id,
      outcome: input.outcome,
      note: input.note ?? '',
      callbackAt: input.outcome === 'callback' ? callbackAt : null,
      agentId,
      createdAt: now,
    });
    const call = { tx, order, input, callbackAt, agentId, now, maxAttempts: config.codMaxAttempts };
    return { id: order.id, statusChanged: await applyOutcome(call) };
  });
  const [row] = await db
    .select({ orderId: orders.orderId, status: orders.orderStatus, nextCallAt: orders.nextCallAt })
    .from(orders)
    .where(eq(orders.id, id));
  return {
    statusChanged,
    result: {
      _id: id,
      orderId: row!.orderId,
      order_status: row!.status,
      nextCallAt: row!.nextCallAt?.toISOString() ?? null,
      attempts: (await attemptsOf(db, [id])).get(id) ?? [],
    },
  };
}

/** What the call does to the order; true when its status changed. */
async function applyOutcome(call: Call): Promise<boolean> {
  const { tx, order, input } = call;
  const keepPending = (nextCallAt: Date | null) =>
    tx.update(orders).set({ nextCallAt }).where(eq(orders.id, order.id));
  const close = (to: 'confirmed' | 'cancelled') =>
    changeOrderStatus(tx, order, to, call.now, {
      by: call.agentId,
      also: { codOutcome: input.outcome, nextCallAt: null },
    });

  if (input.outcome === 'confirmed') {
    await close('confirmed');
    return true;
  }
  if (input.outcome === 'callback') {
    await keepPending(call.callbackAt);
    return false;
  }
  if (input.outcome === 'no_answer') {
    const [unanswered] = await tx
      .select({ n: count() })
      .from(callAttempts)
      .where(and(eq(callAttempts.orderId, order.id), eq(callAttempts.outcome, 'no_answer')));
    if (Number(unanswered?.n ?? 0) < call.maxAttempts) {
      // A due call-back that went unanswered goes back among the others.
      await keepPending(null);
      return false;
    }
  } else if (!CANCELLING_OUTCOMES.includes(input.outcome)) {
    return false;
  }
  await close('cancelled');
  return true;
}
