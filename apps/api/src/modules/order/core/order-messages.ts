import { formatMad } from '@zina/shared/format';
import type { MessageEvent } from '@zina/shared/message-texts';
import type { OrderStatus } from '@zina/shared/order-status';
import { normalizeMoroccanPhone } from '@zina/shared/phone';
import type { Order } from '@zina/shared/schemas/order';
import { CARRIER_LABELS } from '@zina/shared/schemas/shipment';
import type { QueuedMessage } from '../../messages';

/** The message of an order's event to its delivery phone (issue 47), keyed by its cause. */
export function orderMessage(
  order: Order,
  event: MessageEvent,
  extra: Record<string, string> = {},
  at?: Date,
): QueuedMessage {
  return {
    key: `order:${order._id}:${event}${at ? `:${at.getTime()}` : ''}`,
    // Stored phones are +212…; an older one as typed is read the same way.
    to:
      normalizeMoroccanPhone(order.delivery_address.telephone) ?? order.delivery_address.telephone,
    event,
    orderId: order.orderId,
    values: {
      nom: order.userId.name,
      commande: order.label,
      total: formatMad(order.totalAmt),
      ...extra,
    },
  };
}

/** The message a status sends the customer's phone, if any: shipped, delivered, returned. */
export function statusMessage(order: Order, status: OrderStatus): QueuedMessage | null {
  if (status === 'shipped') {
    const s = order.shipment;
    return orderMessage(order, 'shipped', {
      transporteur: s ? CARRIER_LABELS[s.carrier] : 'notre livreur',
      suivi: s?.trackingNumber ?? '',
      lien: s?.trackingUrl ?? s?.trackingNumber ?? '',
    });
  }
  if (status === 'delivered') return orderMessage(order, 'delivered');
  if (status === 'retourné') return orderMessage(order, 'returned');
  return null;
}
