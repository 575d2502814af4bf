import type { Order } from '@zina/shared/schemas/order';
import type { OrderStatus } from '@zina/shared/order-status';
import type { WebhookEvent } from '@zina/shared/schemas/webhooks';
import type { QueuedWebhook } from '../../webhooks';

/** The event an order's new status is told as; none for the statuses between (processing). */
const EVENT_OF_STATUS: Partial<Record<OrderStatus, WebhookEvent>> = {
  confirmed: 'order.confirmed',
  cancelled: 'order.cancelled',
  shipped: 'order.shipped',
  delivered: 'order.delivered',
  retourné: 'order.returned',
};

/** What a receiver learns of an order: its references, status, money, customer and lines. */
const orderData = (order: Order) => ({
  _id: order._id,
  orderId: order.orderId,
  label: order.label,
  status: order.order_status,
  total: order.totalAmt,
  subTotal: order.subTotalAmt,
  deliveryFee: order.deliveryFee,
  currency: 'MAD',
  paymentStatus: order.payment_status,
  createdAt: order.createdAt,
  customer: { name: order.userId.name, email: order.userId.email },
  deliveryAddress: {
    adresse: order.delivery_address.adresse,
    ville: order.delivery_address.ville,
    telephone: order.delivery_address.telephone,
  },
  items: order.items.map((l) => ({
    productId: l.productId._id,
    name: l.product_details.name,
    quantity: l.quantity,
    /** Unit price paid (MAD). */
    price: l.productId.price,
  })),
  shipment: order.shipment ?? null,
});

/** The order's webhook event, keyed on the order so that its events leave in order. */
export const orderWebhook = <E extends WebhookEvent>(
  order: Order,
  event: E,
  at: Date,
): QueuedWebhook & { event: E } => ({
  event,
  data: orderData(order),
  key: order._id,
  at,
});

/** The event of an order entering `status`, if the status has one. */
export function statusWebhook(order: Order, status: OrderStatus, at: Date): QueuedWebhook | null {
  const event = EVENT_OF_STATUS[status];
  return event ? orderWebhook(order, event, at) : null;
}
