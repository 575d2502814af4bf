import { createContext, useContext } from 'react';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { CartProduct } from './product-action';

/** A cart line whose product is still on sale (SPEC.md §4: the invalid ones are dropped). */
export type CartLine = CartItem & { productId: CartProduct };

export interface CartTotals {
  /** Sum of the quantities. */
  totalQty: number;
  /** Discounted total, MAD. */
  totalPrice: number;
  /** Total before discounts, MAD. */
  totalOriginalPrice: number;
}

/**
 * The cart as other screens see it (checkout, success, cancel). The cart feature provides it
 * around the store layout; features read it here instead of importing the cart feature.
 */
export interface CartState extends CartTotals {
  /** Lines that count in the totals. */
  lines: CartLine[];
  /** Lines whose product was deleted: shown as 'Produit non disponible'. */
  unavailable: CartItem[];
  /** Every server line as the order call expects it (the server's cart is the truth). */
  checkoutItems: { _id: string; quantity: number }[];
  /** True until the first answer for a signed-in user. */
  isLoading: boolean;
  /** Empties the cart on this screen (SPEC.md §2 success page: the order emptied the server's). */
  clear: () => void;
  /** Empties the cart on the server too (SPEC.md §2 cancel page), so a reload keeps it empty. */
  empty: () => Promise<void>;
  /** Reads the cart again from the server. */
  refresh: () => Promise<void>;
  /** Removes a line (a deleted product's line too). */
  removeItem: (id: string) => void;
}

export const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs the cart provider');
  return cart;
}
