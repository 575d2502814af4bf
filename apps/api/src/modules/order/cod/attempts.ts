import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { OrderStatus } from '@zina/shared/order-status';
import {
  CANCELLING_OUTCOMES,
  COD_MSG,
  UNDO_WINDOW_MS,
  type CallAttemptInput,
  type CallAttemptResult,
} from '@zina/shared/schemas/cod';
import type { Db } from '../../../db/client';
import { callAttempts, orders, orderStatusChanges } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, invalid } from '../../../lib/errors';
import { withdrawMails } from '../../mail-queue';
import { queueMessages } from '../../messages';
import { orderMessage } from '../core/order-messages';
import { loadOrders } from '../core/order-view';
import { changeOrderStatus, lockOrder, statusMailKey } from '../core/status-change';
import { checkAndFreeClaim } from './claims';
import { confirmLinkToken, confirmLinkUrl } from './confirm-link';
import { attemptsOf } from './confirmations';

/** Who makes a call: their id, and whether an admin (who may act on another agent's order). */
export interface DeskActor {
  userId: string;
  role: string;
}

/** What a call changed on the order: its undo puts these back. */
interface Before {
  status: string;
  nextCallAt: string | null;
  codOutcome: string | null;
  confirmedAt: string | null;
}

interface Call {
  tx: Db;
  order: { id: string; orderStatus: string };
  input: CallAttemptInput;
  callbackAt: Date | null;
  agentId: string;
  now: Date;
  maxAttempts: number;
  retryMs: number;
  /** The customer's self-confirmation link for the order. */
  confirmUrl: (orderRowId: string) => string;
}

const unanswered = (orderRowId: string) =>
  and(
    eq(callAttempts.orderId, orderRowId),
    eq(callAttempts.outcome, 'no_answer'),
    isNull(callAttempts.undoneAt),
  );

/**
 * SPEC.md §10 outcome rules, in one transaction with the order's row locked (two agents on one
 * order take turns; another agent's hold refuses the call): `confirmed` confirms; `callback`
 * keeps it pending until its hour; `no_answer` puts it back after COD_RETRY_MINUTES (a second one
 * sooner is refused) and cancels at the COD_MAX_ATTEMPTS-th; refused, wrong number and duplicate
 * cancel. A cancellation puts the units back. Every attempt is kept with what it changed, for
 * its undo; the customer's notice waits out the undo window.
 */
export async function recordCallAttempt(
  deps: AppDeps,
  input: CallAttemptInput,
  actor: DeskActor,
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
    await checkAndFreeClaim(tx, order.id, actor, now);
    if (input.outcome === 'no_answer' && config.codRetryMs > 0) {
      const [recent] = await tx
        .select({ id: callAttempts.id })
        .from(callAttempts)
        .where(
          and(
            unanswered(order.id),
            gt(callAttempts.createdAt, new Date(now.getTime() - config.codRetryMs)),
          ),
        )
        .limit(1);
      if (recent) throw conflict(COD_MSG.retryTooSoon(Math.round(config.codRetryMs / 60_000)));
    }
    const [row] = await tx
      .select({
        nextCallAt: orders.nextCallAt,
        codOutcome: orders.codOutcome,
        confirmedAt: orders.confirmedAt,
      })
      .from(orders)
      .where(eq(orders.id, order.id));
    const before: Before = {
      status: order.orderStatus,
      nextCallAt: row?.nextCallAt?.toISOString() ?? null,
      codOutcome: row?.codOutcome ?? null,
      confirmedAt: row?.confirmedAt?.toISOString() ?? null,
    };
    await tx.insert(callAttempts).values({
      orderId: order.id,
      outcome: input.outcome,
      note: input.note ?? '',
      callbackAt: input.outcome === 'callback' ? callbackAt : null,
      agentId: actor.userId,
      before,
      createdAt: now,
    });
    const call: Call = {
      tx,
      order,
      input,
      callbackAt,
      agentId: actor.userId,
      now,
      maxAttempts: config.codMaxAttempts,
      retryMs: config.codRetryMs,
      confirmUrl: (orderRowId) =>
        confirmLinkUrl(config.publicUrl, confirmLinkToken(config.jwtSecret, orderRowId, now)),
    };
    return { id: order.id, statusChanged: await applyOutcome(call) };
  });
  return { statusChanged, result: await deskState(db, id) };
}

/** The order's desk state, as a call answers it. */
async function deskState(db: Db, id: string): Promise<CallAttemptResult> {
  const [row] = await db
    .select({ orderId: orders.orderId, status: orders.orderStatus, nextCallAt: orders.nextCallAt })
    .from(orders)
    .where(eq(orders.id, id));
  return {
    _id: id,
    orderId: row!.orderId,
    order_status: row!.status,
    nextCallAt: row!.nextCallAt?.toISOString() ?? null,
    attempts: (await attemptsOf(db, [id])).get(id) ?? [],
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
      mailDelayMs: UNDO_WINDOW_MS,
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
    const [n] = await tx.select({ n: count() }).from(callAttempts).where(unanswered(order.id));
    if (Number(n?.n ?? 0) < call.maxAttempts) {
      // It comes back once the wait is over (a due call-back that went unanswered too).
      await keepPending(call.retryMs > 0 ? new Date(call.now.getTime() + call.retryMs) : null);
      // « Nous n'avons pas pu vous joindre », with the link that confirms without a call.
      const [order] = await loadOrders(tx, eq(orders.id, call.order.id), 1);
      if (order) {
        await queueMessages(tx, [
          orderMessage(order, 'no_answer', { lien: call.confirmUrl(order._id) }, call.now),
        ]);
      }
      return false;
    }
  } else if (!CANCELLING_OUTCOMES.includes(input.outcome)) {
    return false;
  }
  await close('cancelled');
  return true;
}

/**
 * Undoes the agent's last call on the order within UNDO_WINDOW_MS, if nothing changed the order
 * since: its status (stock taken again after a cancellation), the next call and the outcome as
 * before it; its notice withdrawn if not sent. The attempt is kept, marked undone, and the
 * status change back is recorded with its author.
 */
export async function undoCallAttempt(
  deps: AppDeps,
  ref: string,
  actor: DeskActor,
): Promise<{ result: CallAttemptResult; statusChanged: boolean }> {
  const { db, clock } = deps;
  const now = clock.now();
  const { id, statusChanged } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref);
    const [last] = await tx
      .select()
      .from(callAttempts)
      .where(and(eq(callAttempts.orderId, order.id), isNull(callAttempts.undoneAt)))
      .orderBy(desc(callAttempts.createdAt), desc(callAttempts.id))
      .limit(1);
    if (!last || (last.agentId !== actor.userId && actor.role !== 'ADMIN')) {
      throw conflict(COD_MSG.nothingToUndo);
    }
    const before = last.before as Before | null;
    const changedSince = await tx
      .select({ id: orderStatusChanges.id })
      .from(orderStatusChanges)
      .where(
        and(
          eq(orderStatusChanges.orderId, order.id),
          gt(orderStatusChanges.changedAt, last.createdAt),
        ),
      )
      .limit(1);
    if (!before || now.getTime() - last.createdAt.getTime() > UNDO_WINDOW_MS || changedSince[0]) {
      throw conflict(COD_MSG.undoTooLate);
    }
    await tx.update(callAttempts).set({ undoneAt: now }).where(eq(callAttempts.id, last.id));
    const restored = {
      nextCallAt: before.nextCallAt ? new Date(before.nextCallAt) : null,
      codOutcome: before.codOutcome,
      confirmedAt: before.confirmedAt ? new Date(before.confirmedAt) : null,
    };
    const changed = order.orderStatus !== before.status;
    if (changed) {
      await withdrawMails(tx, [statusMailKey(order.id, order.orderStatus, last.createdAt)]);
      await changeOrderStatus(tx, order, before.status as OrderStatus, now, {
        by: actor.userId,
        also: restored,
      });
    } else {
      await tx.update(orders).set(restored).where(eq(orders.id, order.id));
    }
    return { id: order.id, statusChanged: changed };
  });
  return { statusChanged, result: await deskState(db, id) };
}
