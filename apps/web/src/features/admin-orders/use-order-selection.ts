import { useState } from 'react';
import type { Order } from '@zina/shared/schemas/order';
import type { OrderSelection } from './components/orders-table';

/** The bulk shipping's selection (issue 47), kept across pages and filters. */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Order>>(new Map());
  const selection: OrderSelection = {
    selected: new Set(selected.keys()),
    onToggle: (order) =>
      setSelected((current) => {
        const next = new Map(current);
        if (!next.delete(order._id)) next.set(order._id, order);
        return next;
      }),
    onToggleAll: (page, select) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const order of page) {
          if (select) next.set(order._id, order);
          else next.delete(order._id);
        }
        return next;
      }),
  };
  return { orders: [...selected.values()], selection, clear: () => setSelected(new Map()) };
}
