import { createContext, useContext } from 'react';

export interface CartPanelState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** SPEC.md §4 Cart panel: open or closed, shared by the header button and the panel. */
export const CartPanelContext = createContext<CartPanelState>({ open: false, setOpen: () => {} });

export const useCartPanel = () => useContext(CartPanelContext);
