import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { CartItem } from '@zina/shared/schemas/cart';
import { CartContext, type CartState } from '../../lib/cart-context';
import { ProductActionContext } from '../../lib/product-action';
import { useSession } from '../../lib/session-store';
import { AddToCartControl } from './add-to-cart-control';
import { clearCart } from './api/clear-cart';
import { cartQueryKey, useCartQuery } from './api/get-cart';
import { cartErrorText } from './lib/cart-error';
import { cartTotals, checkoutItems, splitCart } from './lib/cart-lines';
import { CART_TEXT } from './lib/messages';
import { CartPanelContext } from './panel-state';
import { useCartActions } from './use-cart-actions';

/** SPEC.md §4: the toast about dropped items is shown once for each item. */
function useCleanedNotice(removedKeys: string[]) {
  const notified = useRef(new Set<string>());
  useEffect(() => {
    const fresh = removedKeys.filter((k) => !notified.current.has(k));
    if (fresh.length === 0) return;
    fresh.forEach((k) => notified.current.add(k));
    toast.success(CART_TEXT.cleaned, { id: 'cart-cleaned' });
  }, [removedKeys]);
}

/**
 * The cart of the signed-in user, for every screen under the store layout: the totals, the
 * add-to-cart control of product cards and pages, and the side panel's open state.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => (s.status === 'signed-in' ? s.user._id : null));
  // A stored token whose details are still loading counts: the call carries it.
  const hasSession = useSession((s) => s.status !== 'anonymous');
  const query = useCartQuery(userId);
  const actions = useCartActions();
  const [open, setOpen] = useState(false);
  const [panelUser, setPanelUser] = useState(userId);
  if (panelUser !== userId) {
    // Signing out (or in as someone else) closes the panel (SPEC.md §4 Logout).
    setPanelUser(userId);
    setOpen(false);
  }

  const items = userId ? query.data : undefined;
  const split = useMemo(() => splitCart(items), [items]);
  useCleanedNotice(split.removedKeys);

  const { removeUnavailable } = actions;
  const cart = useMemo<CartState>(() => {
    const key = cartQueryKey(userId);
    return {
      ...cartTotals(split.lines),
      lines: split.lines,
      unavailable: split.unavailable,
      checkoutItems: checkoutItems(items),
      isLoading: userId !== null && query.isPending,
      clear: () => {
        void queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData<CartItem[]>(key, []);
      },
      empty: async () => {
        // Every cart key: the user may still be loading, its query not yet under its id.
        await queryClient.cancelQueries({ queryKey: ['cart'] });
        queryClient.setQueriesData<CartItem[]>({ queryKey: ['cart'] }, []);
        if (!hasSession) return;
        try {
          await clearCart();
        } catch (error) {
          toast.error(cartErrorText(error, CART_TEXT.deleteFailed));
        }
        // The server's cart is the truth: read it again, now that it is empty.
        await queryClient.invalidateQueries({ queryKey: ['cart'] });
      },
      refresh: () => queryClient.invalidateQueries({ queryKey: key }),
      removeItem: removeUnavailable,
    };
  }, [split, items, userId, hasSession, query.isPending, queryClient, removeUnavailable]);

  const panel = useMemo(() => ({ open, setOpen }), [open]);

  return (
    <CartContext.Provider value={cart}>
      <CartPanelContext.Provider value={panel}>
        <ProductActionContext.Provider value={AddToCartControl}>
          {children}
        </ProductActionContext.Provider>
      </CartPanelContext.Provider>
    </CartContext.Provider>
  );
}
