import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@zina/shared/schemas/catalogue';

/**
 * Storefront blocks that one feature shows inside another's screen (features do not import each
 * other): the router provides them, the product page places `<ExpressOrderSlot product=… />`.
 * Without a provider they render nothing.
 */
export interface StoreSlots {
  /** The order-without-account form (SPEC.md §11), loaded when the visitor opens it. */
  expressOrder?: (product: Product) => ReactNode;
  /**
   * The city the cart's delivery fee is quoted for (issue 47: the customer's first saved
   * address), handed to `render` once known; null without one.
   */
  deliveryCity?: (render: (city: string | null) => ReactNode) => ReactNode;
}

export const StoreSlotsContext = createContext<StoreSlots>({});

export function ExpressOrderSlot({ product }: { product: Product }) {
  return useContext(StoreSlotsContext).expressOrder?.(product) ?? null;
}

/** `children` given the city of the delivery (null when there is none, or no provider). */
export function DeliveryCitySlot({ children }: { children: (city: string | null) => ReactNode }) {
  const slots = useContext(StoreSlotsContext);
  return slots.deliveryCity ? slots.deliveryCity(children) : children(null);
}
