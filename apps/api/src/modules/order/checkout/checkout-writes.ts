import { sql, type SQL } from 'drizzle-orm';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared-query';
import {
  isUniqueViolation,
  refusalOf,
  refuseUnless,
  retryingDeadlocks,
} from '../../../lib/db-errors';
import { conflict } from '../../../lib/errors';
import { removeCartLines } from '../../cart';
import { checkoutTake, lowStockTaken, readProducts, takeRows } from '../../catalogue';
import type { CheckoutLine } from '../../cart';
import { mailRows, mailsQueuing, type QueuedMail } from '../../mail-queue';
import { messageRows, messagesQueuing, type QueuedMessage } from '../../messages';
import { webhookRow, webhooksQueuingFrom, type QueuedWebhook } from '../../webhooks';
import {
  orderLineRows,
  orderRow,
  orderWrites,
  type NewOrder,
  type NewOrderLine,
} from '../core/order-writes';
import { holdersArray, holdersOf, pendingRoom } from '../core/pending-holds';
import { checkedLines, type CheckedLine } from './checkout-lines';

/** Why the writes statement undid itself (refusalOf tells it from the error). */
export type CheckoutRefusal = 'pending' | 'stock' | 'cart';

const value = sql.placeholder;
const refuse = (holds: SQL, reason: CheckoutRefusal) => refuseUnless(holds, reason);

/**
 * The checkout's writes as ONE statement that checks itself (ADR 0003): the order and its lines,
 * the cart lines removed, the mails, messages and webhooks queued, the holders' room under the
 * pending cap taken, and the units taken off the shelf at the price read. Unless the room, every
 * unit and every cart line were all there, it stops (refuse_statement, with a CheckoutRefusal)
 * and undoes all it wrote. Built once and prepared once per connection: its values are JSON
 * parameters, and a part with nothing to write (no cart for an express order, no message)
 * reads an empty array. Drizzle building it on every order was about 5 % of the shop's CPU
 * under the checkout's load (docs/PERFORMANCE.md).
 */
const checkoutWritesStatement = preparedStatement<unknown>(
  'checkout_writes',
  sql`with ${orderWrites(value('order'), value('lines'))},
      removed_lines as (${removeCartLines(value('cartUser'), value('cartLines'))}),
      queued_mails as (${mailsQueuing(value('mails'))}),
      queued_messages as (${messagesQueuing(value('messages'))}),
      queued_webhooks as (${webhooksQueuingFrom(
        'order.created',
        webhookRow(value('webhookKey'), value('webhookData')),
        value('at'),
      )}),
      room as (${pendingRoom(value('holders'), value('maxPending'))}),
      ${checkoutTake(value('take'), { orderId: value('orderId'), userId: value('userId') })},
      queued_low_stock as (${webhooksQueuingFrom('stock.low', lowStockTaken(value('lowStock')), value('at'))})
      select ${refuse(sql`(select count(*) from room) = ${value('holderCount')}`, 'pending')}
        and ${refuse(sql`(select count(*) from taken_products) = ${value('lineCount')}`, 'stock')}
        and ${refuse(sql`(select count(*) from removed_lines) = ${value('cartLineCount')}`, 'cart')}`,
);

/** The values of one order's writes statement (checkoutWrites makes them). */
export type CheckoutWrites = Record<string, unknown>;

/** One order's values for the checkout's writes statement. */
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
  webhook: QueuedWebhook & { event: 'order.created' };
  /** A product the take brings to this stock or below is told as stock.low (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
  maxPending: number;
}): CheckoutWrites {
  const { row, priced, lines, mails, messages, webhook } = order;
  const holders = holdersOf({ userId: row.userId, phone: row.deliveryTelephone });
  // Only a customer's own cart lines: an order without an account empties no cart.
  const cartLineIds = row.userId === null ? [] : order.cartLineIds;
  return {
    order: orderRow(row),
    lines: orderLineRows(row, priced),
    cartUser: row.userId,
    cartLines: JSON.stringify(cartLineIds),
    cartLineCount: cartLineIds.length,
    mails: mailRows(mails),
    messages: messageRows(messages),
    webhookKey: webhook.key,
    webhookData: JSON.stringify(webhook.data),
    at: webhook.at.toISOString(),
    holders: holdersArray(holders),
    holderCount: holders.length,
    maxPending: order.maxPending,
    take: takeRows(
      lines.map(({ line, product }) => ({
        productId: product.id,
        quantity: line.quantity,
        priceCentimes: product.priceCentimes,
        discount: product.discount,
      })),
    ),
    orderId: row.id,
    userId: row.userId,
    lineCount: lines.length,
    lowStock: order.lowStockThreshold,
  };
}

/**
 * Runs the writes (again after a deadlock: a failed try left nothing). Refused, it answers why in
 * French; but an order of the same key written meanwhile (the request sent twice at once) stands,
 * and `earlier` answers it instead.
 */
export async function writeOrExplain<T>(
  db: Db,
  writes: CheckoutWrites,
  why: {
    lines: CheckoutLine[];
    maxPending: number;
    earlier: () => Promise<T | null>;
  },
): Promise<T | null> {
  try {
    await retryingDeadlocks(() => checkoutWritesStatement(db, writes));
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
