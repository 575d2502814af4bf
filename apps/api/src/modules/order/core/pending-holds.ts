import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { pendingHolds } from '../../../db/schema';

/** The holders an order counts for (migration 0022 keeps their counts), account first. */
export const holdersOf = (order: { userId: string | null; phone: string }): string[] => [
  ...(order.userId ? [`account:${order.userId}`] : []),
  `phone:${order.phone}`,
];

/** The holders as the text[] parameter of pendingRoom. */
export const holdersArray = (holders: readonly string[]): string =>
  `{${holders.map((h) => JSON.stringify(h)).join(',')}}`;

/**
 * A statement part for the caller's writes: takes each holder's row (made at 0 when new) and
 * answers it only while it holds fewer than `max` pending orders. The row stays locked until the
 * order's commit, and a parallel order of the same holder, waiting for it, then reads the count
 * this one's trigger raised: the cap is exact across processes. The caller refuses unless every
 * holder was answered. `holders` (holdersArray's text) and `max` are values or a prepared
 * statement's placeholders.
 */
export const pendingRoom = (holders: SQLWrapper, max: SQLWrapper): SQL =>
  sql`insert into ${pendingHolds} as h (holder, orders)
    select holder, 0 from unnest(${holders}::text[])
      with ordinality as t(holder, position) order by position
    on conflict (holder) do update set orders = h.orders where h.orders < ${max}
    returning h.holder`;
