import { sql, type SQL } from 'drizzle-orm';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import type { Db } from '../../../db/client';
import {
  isUniqueViolation,
  refusalOf,
  refuseUnless,
  retryingDeadlocks,
} from '../../../lib/db-errors';
import { conflict } from '../../../lib/errors';
import { removeCartLines } from '../../cart';
import { checkoutTake, lowStockTaken, readProducts } from '../../catalogue';
import type { CheckoutLine } from '../../cart';
import { mailsQueuing, type QueuedMail } from '../../mail-queue';
import { messagesQueuing, type QueuedMessage } from '../../messages';
import { webhooksQueuing, webhooksQueuingFrom, type QueuedWebhook } from '../../webhooks';
import { orderWrites, type NewOrder, type NewOrderLine } from '../core/order-writes';
import { holdersOf, pendingRoom } from '../core/pending-holds';
import { checkedLines, type CheckedLine } from './checkout-lines';

/** Why the writes statement undid itself (refusalOf tells it from the error). */
export type CheckoutRefusal = 'pending' | 'stock' | 'cart';

/**
 * The checkout's writes as ONE statement that checks itself (ADR 0003): the order and its lines,
 * the cart lines removed, the mails, messages and webhooks queued, the holders' room under the pending cap taken, and
 * the units taken off the shelf at the price read. Unless the room, every unit and every cart line
 * were all there, it stops (refuse_statement, with a CheckoutRefusal) and undoes all it wrote.
 */
export function checkoutWrites(order: {
  row: NewOrder;
  priced: NewOrderLine[];
  lines: CheckedLine[];
  /** The cart lines the order empties; none for an express order (no cart). */
  cartLineIds: string[];
  mails: QueuedMail[];
  /** The customer's phone messages (the order received, issue 47), queued with the order. */
  messages: QueuedMessage[];
  /** The order.created event, one delivery per endpoint that asked for it (none without). */
  webhook: QueuedWebhook;
  /** A product the take brings to this stock or below is told as stock.low (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
  maxPending: number;
}): SQL {
  const { row, priced, lines, cartLineIds, mails, messages, webhook } = order;
  const holders = holdersOf({ userId: row.userId, phone: row.deliveryTelephone });
  const take = checkoutTake(
    lines.map(({ line, product }) => ({
      productId: product.id,
      quantity: line.quantity,
      priceCentimes: product.priceCentimes,
      discount: product.discount,
    })),
    { orderId: row.id, userId: row.userId },
  );
  const refuse = (holds: SQL, reason: CheckoutRefusal) => refuseUnless(holds, reason);
  const fromCart = row.userId !== null && cartLineIds.length > 0;
  return sql`with ${orderWrites(row, priced)},
      ${fromCart ? sql`removed_lines as (${removeCartLines(row.userId!, cartLineIds)}),` : sql``}
      ${mails.length ? sql`queued_mails as (${mailsQueuing(mails)}),` : sql``}
      ${messages.length ? sql`queued_messages as (${messagesQueuing(messages)}),` : sql``}
      queued_webhooks as (${webhooksQueuing(webhook)}),
      room as (${pendingRoom(holders, order.maxPending)}),
      ${take},
      queued_low_stock as (${webhooksQueuingFrom('stock.low', lowStockTaken(order.lowStockThreshold), webhook.at)})
      select ${refuse(sql`(select count(*) from room) = ${holders.length}`, 'pending')}
        and ${refuse(sql`(select count(*) from taken_products) = ${lines.length}`, 'stock')}
        ${
          fromCart
            ? sql`and ${refuse(sql`(select count(*) from removed_lines) = ${cartLineIds.length}`, 'cart')}`
            : sql``
        }`;
}

/**
 * Runs the writes (again after a deadlock: a failed try left nothing). Refused, it answers why in
 * French; but an order of the same key written meanwhile (the request sent twice at once) stands,
 * and `earlier` answers it instead.
 */
export async function writeOrExplain<T>(
  db: Db,
  writes: SQL,
  why: {
    lines: CheckoutLine[];
    maxPending: number;
    earlier: () => Promise<T | null>;
  },
): Promise<T | null> {
  try {
    await retryingDeadlocks(() => db.execute(writes));
    return null;
  } catch (err) {
    const refusal = refusalOf(err) as CheckoutRefusal | null;
    if (refusal === null && !isUniqueViolation(err)) throw err;
    const existing = await why.earlier();
    if (existing) return existing;
    if (refusal === 'stock') {
      // Another checkout or an admin got there first: say what changed.
      const ids = why.lines.flatMap((l) => l.productId ?? []);
      checkedLines(why.lines, await readProducts(db, ids));
      throw conflict(ORDER_MSG.totalChanged, 'PRICE_CHANGED');
    }
    if (refusal === 'cart') throw conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');
    if (refusal === 'pending') {
      throw conflict(ORDER_MSG.tooManyPending(why.maxPending), 'TOO_MANY_PENDING');
    }
    throw err;
  }
}
