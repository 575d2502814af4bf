import { eq } from 'drizzle-orm';
import { ORDER_MSG, type Order } from '@zina/shared/schemas/order';
import { orders } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { orderRefCondition } from './core/order-refs';
import { loadOrders } from './core/order-view';

/** The signed-in customer's own orders (SPEC.md §2 Mes commandes). */
export function customerOrders({ db }: AppDeps) {
  return {
    list: (userId: string) => loadOrders(db, eq(orders.userId, userId)),

    /** The customer's own order; anyone else's is answered as missing. */
    async details(ref: string, userId: string): Promise<Order> {
      const [order] = await loadOrders(db, orderRefCondition(ref, { userId, role: 'USER' }), 1);
      if (!order) throw notFound(ORDER_MSG.notFound);
      return order;
    },
  };
}
