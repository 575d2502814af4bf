import { createHash } from 'node:crypto';
import { discountedPrice } from '@zina/shared/pricing';
import { productGoneMessage, stockLeftMessage } from '@zina/shared/schemas/cart';
import {
  ORDER_MAX_LINE_QUANTITY,
  ORDER_MAX_UNITS,
  ORDER_MSG,
  type CashOnDelivery,
} from '@zina/shared/schemas/order';
import { conflict, invalid } from '../../../lib/errors';
import { newId } from '../../../db/ids';
import type { CheckoutLine } from '../../cart';
import type { LockedProduct } from '../../catalogue';
import type { NewOrderLine } from '../core/order-writes';

/**
 * Cart line ids are consumed by the order that empties them, so the lines and quantities the
 * customer saw identify one checkout: a double click or a retried request carries the same.
 */
export const cartFingerprint = (items: CashOnDelivery['list_items']) =>
  `cart:${createHash('sha256')
    .update(
      items
        .map((i) => `${i._id}:${i.quantity}`)
        .sort()
        .join(','),
    )
    .digest('hex')}`;

/** Whether the server's cart holds exactly the lines and quantities the customer saw. */
export function sameLines(cart: CheckoutLine[], sent: CashOnDelivery['list_items']): boolean {
  if (cart.length !== sent.length) return false;
  const qty = new Map(sent.map((i) => [i._id, i.quantity]));
  return cart.every((line) => qty.get(line.id) === line.quantity);
}

/** A form's lines (express order, quote) as the checkout reads a cart's: one line a product. */
export function formLines(
  items: ReadonlyArray<{ productId: string; quantity: number }>,
  shelf: Map<string, LockedProduct>,
): CheckoutLine[] {
  const merged = new Map<string, number>();
  for (const i of items) merged.set(i.productId, (merged.get(i.productId) ?? 0) + i.quantity);
  return [...merged].map(([productId, quantity]) => ({
    id: productId,
    productId,
    productName: shelf.get(productId)?.name ?? '',
    quantity,
  }));
}

export interface CheckedLine {
  line: CheckoutLine;
  product: LockedProduct;
}

/** Each cart line with its product, or the refusal that stops the checkout. */
export function checkedLines(
  cart: CheckoutLine[],
  shelf: Map<string, LockedProduct>,
): CheckedLine[] {
  const lines = cart.map((line) => {
    const product = line.productId ? shelf.get(line.productId) : undefined;
    if (!product) throw conflict(productGoneMessage(line.productName), 'CART_CHANGED');
    return { line, product };
  });
  let units = 0;
  for (const { line, product } of lines) {
    if (line.quantity > ORDER_MAX_LINE_QUANTITY) {
      throw invalid(ORDER_MSG.lineTooLarge(product.name));
    }
    units += line.quantity;
  }
  if (units > ORDER_MAX_UNITS) throw invalid(ORDER_MSG.tooManyUnits);
  for (const { line, product } of lines) {
    if (line.quantity > product.stock) {
      throw conflict(stockLeftMessage(product.name, product.stock), 'OUT_OF_STOCK');
    }
  }
  return lines;
}

/** The order's lines at today's prices, and their total (delivery is free: the total too). */
export function pricedLines(lines: CheckedLine[]): { priced: NewOrderLine[]; total: number } {
  const priced = lines.map(({ line, product }, position) => ({
    id: newId(),
    position,
    productId: product.id,
    name: product.name,
    image: product.images,
    quantity: line.quantity,
    unitPriceCentimes: discountedPrice(product.priceCentimes, product.discount),
    originalPriceCentimes: product.priceCentimes,
  }));
  const total = priced.reduce((sum, l) => sum + l.unitPriceCentimes * l.quantity, 0);
  return { priced, total };
}
