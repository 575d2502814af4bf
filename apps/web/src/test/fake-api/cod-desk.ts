/** The back office's COD desk: the queue of orders to call, the blocklist and the settings. */
import {
  CANCELLING_OUTCOMES,
  COD_MSG,
  DEFAULT_COD_SETTINGS,
  type BlockedPhone,
  type CallOutcome,
  type CodSettings,
  type Confirmation,
} from '@zina/shared/schemas/cod';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import type { PublicUser } from '@zina/shared/schemas/user';
import { ADMIN } from '../session';
import { ok, refuse } from './respond';
import { on } from './routes';
import { server } from './server';

const signedIn = { signedIn: true };

/** What a call's outcome makes of the order (apps/api cod/attempts.ts). */
const statusAfter = (outcome: CallOutcome) =>
  CANCELLING_OUTCOMES.includes(outcome)
    ? 'cancelled'
    : outcome === 'confirmed'
      ? 'confirmed'
      : 'pending';

/** How long a claim holds an order (apps/api COD_CLAIM_MINUTES' default). */
const HOLD_MS = 10 * 60_000;

/**
 * Serves the desk from `seed`: the queue (`totalCount` pending orders in all, the queue's length
 * unless given), each call recorded on its order (an order no longer pending leaves the queue,
 * an outcome frees its hold, an undo brings it back), claims for `agent` (ADMIN unless given: the
 * first order nobody else holds, the one they hold again), the blocked phones and the settings,
 * changed by their routes.
 */
export function fakeCodDesk(
  seed: {
    queue?: Confirmation[];
    totalCount?: number;
    blocked?: BlockedPhone[];
    settings?: CodSettings;
    agent?: PublicUser;
  } = {},
) {
  const queue = seed.queue ?? [];
  const agent = seed.agent ?? ADMIN;
  /** The rows an outcome took out of the queue, with their state before it (for the undo). */
  const before = new Map<string, Confirmation>();
  const free = (row: Confirmation) =>
    Object.assign(row, { claimedBy: null, claimedByName: null, claimUntil: null });
  const heldByOther = (row: Confirmation) =>
    row.claimedBy !== null &&
    row.claimedBy !== agent._id &&
    row.claimUntil !== null &&
    Date.parse(row.claimUntil) > Date.now();
  const state = {
    queue,
    /** The pending orders beyond the queue's page. */
    beyond: (seed.totalCount ?? queue.length) - queue.length,
    blocked: seed.blocked ?? [],
    settings: seed.settings ?? DEFAULT_COD_SETTINGS,
  };
  const now = () => new Date().toISOString();

  server.use(
    on(
      'GET /api/order/admin/confirmations',
      () => ({
        ...ok(state.queue, COD_MSG.queue),
        totalCount: state.queue.length + state.beyond,
      }),
      signedIn,
    ),
    on(
      'POST /api/order/admin/call-attempt',
      ({ body }) => {
        const row = state.queue.find((c) => c.orderId === body?.orderId);
        if (!row) return refuse(404, ORDER_MSG.notFound);
        before.set(row.orderId, structuredClone(row));
        free(row);
        const outcome = body?.outcome as CallOutcome;
        const callbackAt = typeof body?.callbackAt === 'string' ? body.callbackAt : null;
        const note = typeof body?.note === 'string' ? body.note : '';
        row.attempts = [...row.attempts, { outcome, at: now(), note, callbackAt, by: agent.name }];
        row.nextCallAt = callbackAt;
        const order_status = statusAfter(outcome);
        if (order_status !== 'pending') state.queue = state.queue.filter((c) => c !== row);
        const { _id, orderId, nextCallAt, attempts } = row;
        return ok({ _id, orderId, order_status, nextCallAt, attempts }, COD_MSG.attemptSaved);
      },
      signedIn,
    ),
    on(
      'POST /api/order/admin/claim-next',
      () => {
        const order =
          state.queue.find((c) => c.claimedBy === agent._id && !heldByOther(c)) ??
          state.queue.find((c) => !heldByOther(c));
        if (!order) return ok({ order: null }, COD_MSG.nothingToClaim);
        Object.assign(order, {
          claimedBy: agent._id,
          claimedByName: agent.name,
          claimUntil: new Date(Date.now() + HOLD_MS).toISOString(),
        });
        return ok({ order }, COD_MSG.claimed);
      },
      signedIn,
    ),
    on(
      'POST /api/order/admin/release',
      ({ body }) => {
        const row = state.queue.find((c) => c.orderId === body?.orderId);
        if (!row) return refuse(404, ORDER_MSG.notFound);
        free(row);
        return ok({ orderId: row.orderId }, COD_MSG.released);
      },
      signedIn,
    ),
    on(
      'POST /api/order/admin/undo-attempt',
      ({ body }) => {
        const orderId = String(body?.orderId);
        const old = before.get(orderId);
        if (!old) return refuse(409, COD_MSG.nothingToUndo);
        before.delete(orderId);
        free(old);
        state.queue = [old, ...state.queue.filter((c) => c.orderId !== orderId)];
        const { _id, nextCallAt, attempts } = old;
        return ok({ _id, orderId, order_status: 'pending', nextCallAt, attempts }, COD_MSG.undone);
      },
      signedIn,
    ),
    on('GET /api/order/admin/blocked-phones', () => ok(state.blocked), signedIn),
    on(
      'POST /api/order/admin/blocked-phones',
      ({ body }) => {
        const phone = String(body?.phone);
        const reason = typeof body?.reason === 'string' ? body.reason : '';
        const entry = { phone, reason, createdAt: now(), by: ADMIN.name };
        state.blocked = [entry, ...state.blocked.filter((b) => b.phone !== phone)];
        return ok(entry, COD_MSG.blocked);
      },
      signedIn,
    ),
    on(
      'DELETE /api/order/admin/blocked-phones',
      ({ body }) => {
        const phone = String(body?.phone);
        state.blocked = state.blocked.filter((b) => b.phone !== phone);
        return ok({ phone }, COD_MSG.unblocked);
      },
      signedIn,
    ),
    on('GET /api/order/admin/cod-settings', () => ok(state.settings), signedIn),
    on(
      'PUT /api/order/admin/cod-settings',
      ({ body }) => {
        state.settings = {
          whatsappTemplate: String(body?.whatsappTemplate),
          refuseBlockedAtCheckout: body?.refuseBlockedAtCheckout === true,
        };
        return ok(state.settings, COD_MSG.settingsSaved);
      },
      signedIn,
    ),
  );
  return { state };
}
