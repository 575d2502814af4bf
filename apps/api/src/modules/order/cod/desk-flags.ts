import { sql, type SQL } from 'drizzle-orm';
import { DUPLICATE_WINDOW_HOURS } from '@zina/shared/schemas/cod';
import { alias } from 'drizzle-orm/pg-core';
import { orders } from '../../../db/schema';
import { phoneBlocked } from './blocklist';

const earlier = alias(orders, 'earlier');

/**
 * The flags that keep an order for an agent (SPEC.md §10), as expressions of the caller's
 * statement over an order's phone, creation time and id: the confirmation queue shows them, and
 * the customer's link does not confirm an order that has one.
 */
export const deskFlags = {
  blocked: (phone: SQL) => phoneBlocked(phone),
  /** The latest earlier order from the same phone within the window, not cancelled: id and label. */
  duplicateOf: (phone: SQL, createdAt: SQL, id: SQL) =>
    sql`select ${earlier.id} as id, ${earlier.orderId} as order_id,
      ${earlier.number} as number from ${orders} earlier
      where ${earlier.deliveryTelephone} = ${phone} and ${earlier.id} <> ${id}
        and ${earlier.createdAt} < ${createdAt}
        and ${earlier.createdAt} >= ${createdAt} - make_interval(hours => ${DUPLICATE_WINDOW_HOURS})
        and ${earlier.orderStatus} <> 'cancelled'
      order by ${earlier.createdAt} desc limit 1`,
};
