import { createHmac } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { orderLabel } from '@zina/shared/order-label';
import { toMad } from '@zina/shared/pricing';
import { COD_MSG, type LinkedOrder } from '@zina/shared/schemas/cod';
import type { Db } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, invalid } from '../../../lib/errors';
import { isId } from '../../../db/ids';
import { sameHash } from '../../../lib/tokens';
import { changeOrderStatus, linesWithProduct } from '../core/status-change';
import { deskFlags } from './desk-flags';

/** How long the e-mail's "Confirmer ma commande" link answers. */
export const CONFIRM_LINK_TTL_MS = 48 * 3600 * 1000;

export const CONFIRM_PAGE_PATH = '/commande/confirmer/';

/**
 * A key of its own, derived from the shop's secret: a link can never pass for a session token.
 * Derived once per secret, not for every order's link (a second HMAC an order).
 */
let derived: { secret: string; key: Buffer } | undefined;
function linkKey(secret: string): Buffer {
  if (derived?.secret !== secret) {
    derived = {
      secret,
      key: createHmac('sha256', secret).update('zina:order-confirm-link').digest(),
    };
  }
  return derived.key;
}

const signature = (secret: string, orderRowId: string, expires: string) =>
  createHmac('sha256', linkKey(secret)).update(`${orderRowId}.${expires}`).digest('base64url');

/**
 * `<order _id>.<expiry, base 36 seconds>.<HMAC>`: signed, so nothing is stored for it; used
 * once, as the order's row records (confirm_link_used_at).
 */
export function confirmLinkToken(secret: string, orderRowId: string, createdAt: Date): string {
  const expires = Math.floor((createdAt.getTime() + CONFIRM_LINK_TTL_MS) / 1000).toString(36);
  return `${orderRowId}.${expires}.${signature(secret, orderRowId, expires)}`;
}

export const confirmLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${CONFIRM_PAGE_PATH}${token}`;

/** The order the token names, when its signature holds and it has not expired; else a 400. */
function orderIdOf(secret: string, token: string, now: Date): string {
  const [orderRowId, expires, sig, ...rest] = token.split('.');
  if (!orderRowId || !expires || !sig || rest.length || !isId(orderRowId)) {
    throw invalid(COD_MSG.linkInvalid);
  }
  if (!sameHash(sig, signature(secret, orderRowId, expires))) throw invalid(COD_MSG.linkInvalid);
  if (parseInt(expires, 36) * 1000 <= now.getTime()) throw invalid(COD_MSG.linkInvalid);
  return orderRowId;
}

async function linkedOrder(db: Db, orderRowId: string): Promise<LinkedOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderRowId));
  if (!order) throw invalid(COD_MSG.linkInvalid);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderRowId))
    .orderBy(asc(orderLines.position));
  return {
    orderId: order.orderId,
    label: orderLabel(order.number),
    createdAt: order.createdAt.toISOString(),
    order_status: order.orderStatus,
    totalAmt: toMad(order.totalCentimes),
    city: order.deliveryVille,
    items: lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      price: toMad(l.unitPriceCentimes),
    })),
  };
}

/** What the link's page shows; reading it changes nothing (mail scanners open links). */
export async function orderOfLink({ db, clock, config }: AppDeps, token: string) {
  return linkedOrder(db, orderIdOf(config.jwtSecret, token, clock.now()));
}

/**
 * The customer's answer from the link, once: confirmed, or cancelled with the units back. An
 * order the desk has already settled is not changed; one the desk must call (`held`) is not
 * confirmed by the link.
 */
export async function answerByLink(
  deps: AppDeps,
  token: string,
  decision: 'confirm' | 'cancel',
): Promise<{ order: LinkedOrder; productIds: string[]; held: boolean }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const orderRowId = orderIdOf(config.jwtSecret, token, now);
  const { held, productIds } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        orderStatus: orders.orderStatus,
        usedAt: orders.confirmLinkUsedAt,
        forTheDesk: sql<boolean>`${deskFlags.blocked(sql`${orders.deliveryTelephone}`)}
          or exists (${deskFlags.duplicateOf(
            sql`${orders.deliveryTelephone}`,
            sql`${orders.createdAt}`,
            sql`${orders.id}`,
          )})`,
      })
      .from(orders)
      .where(eq(orders.id, orderRowId))
      .for('update');
    if (!order) throw invalid(COD_MSG.linkInvalid);
    if (order.usedAt || order.orderStatus !== 'pending') {
      throw conflict(COD_MSG.linkSettled(order.orderStatus));
    }
    // A blocked phone's or a likely duplicate order waits for an agent's call: the link does not
    // confirm it (it may still cancel it), and stays usable.
    if (decision === 'confirm' && order.forTheDesk) return { held: true, productIds: [] };
    const to = decision === 'confirm' ? 'confirmed' : 'cancelled';
    await changeOrderStatus(tx, order, to, now, {
      by: order.userId,
      also: {
        codOutcome: decision === 'confirm' ? 'self_confirmed' : 'self_cancelled',
        confirmLinkUsedAt: now,
        nextCallAt: null,
      },
    });
    const productIds =
      to === 'cancelled' ? (await linesWithProduct(tx, order.id)).map((l) => l.productId) : [];
    return { held: false, productIds };
  });
  return { order: await linkedOrder(db, orderRowId), productIds, held };
}
