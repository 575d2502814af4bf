import type { Order } from '@zina/shared/schemas/order';
import type { Config } from '../../../config';
import { newId } from '../../../db/ids';
import type { QueuedMail } from '../../mail-queue';
import type { QueuedMessage } from '../../messages';
import type { QueuedWebhook } from '../../webhooks';
import { orderWebhook } from '../core/order-webhooks';
import { orderMessage } from '../core/order-messages';
import { confirmLinkToken, confirmLinkUrl } from '../cod/confirm-link';
import { orderConfirmationMails } from '../core/order-mail';
import { toOrder } from '../core/order-view';
import type { NewOrder, NewOrderLine } from '../core/order-writes';

/**
 * A new cash-on-delivery order, as the cart's checkout and the express form both place it: its
 * row (pending, to be paid on delivery; the total is the lines' and the city's fee), its answer
 * made from what is about to be written (no read after the write), and its confirmation mails
 * (the customer's with the desk's self-confirmation link, and the shop's) and its order.created
 * webhook, queued by the write.
 */
export function newOrder(
  fields: Omit<
    NewOrder,
    | 'id'
    | 'orderId'
    | 'subTotalCentimes'
    | 'deliveryFeeCentimes'
    | 'totalCentimes'
    | 'paymentStatus'
    | 'orderStatus'
    | 'createdAt'
    | 'updatedAt'
  >,
  priced: NewOrderLine[],
  /** The lines' total and the city's delivery fee (centimes). */
  { total, fee }: { total: number; fee: number },
  customer: { name: string; email: string },
  { config, now }: { config: Config; now: Date },
): {
  row: NewOrder;
  order: Order;
  mails: QueuedMail[];
  messages: QueuedMessage[];
  webhook: QueuedWebhook & { event: 'order.created' };
} {
  const row: NewOrder = {
    ...fields,
    id: newId(),
    orderId: `ORD-${newId()}`,
    subTotalCentimes: total,
    deliveryFeeCentimes: fee,
    totalCentimes: total + fee,
    paymentStatus: 'CASH ON DELIVERY',
    orderStatus: 'pending',
    createdAt: now,
    updatedAt: now,
  };
  const order = toOrder(
    {
      order: { ...row, carrier: null, trackingNumber: null },
      userName: customer.name,
      userEmail: customer.email,
    },
    priced,
  );
  const confirmUrl = confirmLinkUrl(
    config.publicUrl,
    confirmLinkToken(config.jwtSecret, order._id, now),
  );
  const mails = orderConfirmationMails(order, {
    shopEmail: config.mail.shopEmail,
    confirmUrl,
  }).map((message, i) => ({ key: `order:${order._id}:confirmation:${i}`, message }));
  const messages = [orderMessage(order, 'order_received', { lien: confirmUrl })];
  return { row, order, mails, messages, webhook: orderWebhook(order, 'order.created', now) };
}
