import { discountedPriceMad, toCentimes, toMad } from '@zina/shared/pricing';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { CartLine, CartTotals } from '../../../lib/cart-context';

export interface SplitCart {
  lines: CartLine[];
  /** Lines of a deleted product (they keep an id, so the shopper can remove them). */
  unavailable: CartItem[];
  /** A key per dropped item (its id, or its position when it has none). */
  removedKeys: string[];
}

/** Id of a line shown at once while the server creates it (SPEC.md §4: changes feel instant). */
export const PENDING_ID_PREFIX = 'pending:';
export const isPendingId = (id: string) => id.startsWith(PENDING_ID_PREFIX);

const isPositive = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

function isValidLine(item: CartItem): item is CartLine {
  const product = item.productId as Partial<CartLine['productId']> | null | undefined;
  return (
    typeof item._id === 'string' &&
    item._id !== '' &&
    typeof product === 'object' &&
    product !== null &&
    typeof product._id === 'string' &&
    product._id !== '' &&
    typeof product.name === 'string' &&
    product.name.trim() !== '' &&
    typeof product.price === 'number' &&
    Number.isFinite(product.price) &&
    isPositive(item.quantity)
  );
}

/**
 * SPEC.md §4 Cart: items without an id, without a product (missing or deleted), without a name
 * or a price, or with a quantity of 0 or less are dropped from the cart's lines and totals.
 */
export function splitCart(items: readonly CartItem[] | null | undefined): SplitCart {
  const out: SplitCart = { lines: [], unavailable: [], removedKeys: [] };
  (items ?? []).forEach((item, index) => {
    if (isValidLine(item)) {
      out.lines.push(item);
      return;
    }
    const hasId = typeof item?._id === 'string' && item._id !== '';
    out.removedKeys.push(hasId ? item._id : `#${index}`);
    if (hasId && item.productId === null && isPositive(item.quantity)) out.unavailable.push(item);
  });
  return out;
}

/** Unit price after discount, MAD (SPEC.md §9 rule, shared with the server). */
export const unitPrice = (line: CartLine) =>
  discountedPriceMad(line.productId.price, line.productId.discount);

/** SPEC.md §4: recomputed at each change; summed in centimes so totals never drift. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let totalQty = 0;
  let price = 0;
  let original = 0;
  for (const line of lines) {
    totalQty += line.quantity;
    price += toCentimes(unitPrice(line)) * line.quantity;
    original += toCentimes(line.productId.price) * line.quantity;
  }
  return { totalQty, totalPrice: toMad(price), totalOriginalPrice: toMad(original) };
}

/** The lines the order call compares with the server's cart: every line that has an id. */
export const checkoutItems = (items: readonly CartItem[] | null | undefined) =>
  (items ?? [])
    .filter(
      (i) =>
        typeof i?._id === 'string' && i._id !== '' && !isPendingId(i._id) && isPositive(i.quantity),
    )
    .map((i) => ({ _id: i._id, quantity: i.quantity }));
