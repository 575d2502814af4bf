import { createContext, useContext, type ReactNode } from 'react';

/**
 * Admin blocks that one feature shows inside another's screen (features do not import each
 * other): the router provides the render functions, screens place `<LowStockSlot />` or
 * `<StockHistorySlot productId=… />` where the block belongs. Without a provider they render
 * nothing.
 */
export interface AdminSlots {
  /** The low-stock alert (dashboard home, products page). */
  lowStockAlert?: () => ReactNode;
  /** A product's stock movements (product edit modal). */
  stockHistory?: (productId: string) => ReactNode;
  /** A count beside a navigation link (the confirmations waiting), by the link's address. */
  navBadge?: (to: string) => ReactNode;
  /** « Modifier la commande » for the order labelled `label` (the desk's card), open until `onClose`. */
  orderEdit?: (label: string, onClose: () => void) => ReactNode;
}

export const AdminSlotsContext = createContext<AdminSlots>({});

export function LowStockSlot() {
  const slots = useContext(AdminSlotsContext);
  return slots.lowStockAlert?.() ?? null;
}

export function NavBadgeSlot({ to }: { to: string }) {
  const slots = useContext(AdminSlotsContext);
  return slots.navBadge?.(to) ?? null;
}

export function StockHistorySlot({ productId }: { productId: string }) {
  const slots = useContext(AdminSlotsContext);
  return slots.stockHistory?.(productId) ?? null;
}

/** Whether the screens may offer the order's edit (the router provides it). */
export const useHasOrderEdit = () => Boolean(useContext(AdminSlotsContext).orderEdit);

export function OrderEditSlot({ label, onClose }: { label: string; onClose: () => void }) {
  const slots = useContext(AdminSlotsContext);
  return slots.orderEdit?.(label, onClose) ?? null;
}
