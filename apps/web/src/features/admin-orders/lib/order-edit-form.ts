import { formatMoroccanPhone } from '@zina/shared/phone';
import type { Order } from '@zina/shared/schemas/order';
import type { OrderEditInput } from '@zina/shared/schemas/order-edit';

/** A line of the edit form: the product, its name and unit price to show, the quantity typed. */
export interface EditLine {
  productId: string;
  name: string;
  price: number;
  quantity: string;
}

/** What the edit dialog's form holds. */
export interface EditFields {
  lines: EditLine[];
  delivery: { name: string; phone: string; city: string; address: string };
}

/** The statuses an order may still be edited in (ORDER_EDIT_MSG.notEditable). */
export const EDITABLE = new Set(['pending', 'confirmed']);

/**
 * A line whose product was deleted since cannot be named in `lines` (a line left out is removed):
 * such an order's lines are not editable, its delivery is.
 */
export const linesLocked = (order: Order) => order.items.some((item) => !item.productId._id);

/**
 * The form's first values. The order carries no delivery name of its own: the account's name is
 * the one proposed.
 */
export function editFieldsOf(order: Order): EditFields {
  return {
    lines: order.items.map((item) => ({
      productId: item.productId._id ?? '',
      name: item.product_details.name,
      price: item.productId.price,
      quantity: String(item.quantity),
    })),
    delivery: {
      name: order.userId.name,
      phone: formatMoroccanPhone(order.delivery_address.telephone),
      city: order.delivery_address.ville,
      address: order.delivery_address.adresse,
    },
  };
}

const linesKey = (lines: EditLine[]) =>
  JSON.stringify(lines.map((l) => [l.productId, Number(l.quantity)]));
const deliveryKey = (d: EditFields['delivery']) =>
  JSON.stringify([d.name.trim(), d.phone.replace(/\D/g, ''), d.city, d.address.trim()]);

/**
 * The edit as sent: the whole list of lines when it changed, the delivery when it changed (an
 * untouched part is left out, so that the server changes nothing there).
 */
export function editPayload(order: Order, first: EditFields, now: EditFields): OrderEditInput {
  const lines =
    linesKey(now.lines) !== linesKey(first.lines)
      ? now.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }))
      : undefined;
  const delivery =
    deliveryKey(now.delivery) !== deliveryKey(first.delivery) ? now.delivery : undefined;
  return { orderId: order.orderId, lines, delivery };
}

/** The total the lines would make at the prices shown (the server's own is the one kept). */
export const estimatedTotal = (lines: EditLine[]) =>
  lines.reduce((sum, l) => sum + l.price * (Number(l.quantity) || 0), 0);
