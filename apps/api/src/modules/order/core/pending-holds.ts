import { sql, type SQL } from 'drizzle-orm';
import { pendingHolds } from '../../../db/schema';

/** The holders an order counts for (migration 0022 keeps their counts), account first. */
export const holdersOf = (order: { userId: string | null; phone: string }): string[] => [
  ...(order.userId ? [`account:${order.userId}`] : []),
  `phone:${order.phone}`,
];

/**
 * A statement part for the caller's writes: takes each holder's row (made at 0 when new) and
 * answers it only while it holds fewer than `max` pending orders. The row stays locked until the
 * order's commit, and a parallel order of the same holder, waiting for it, then reads the count
 * this one's trigger raised: the cap is exact across processes. The caller refuses unless every
 * holder was answered.
 */
export const pendingRoom = (holders: readonly string[], max: number): SQL =>
  sql`insert into ${pendingHolds} as h (holder, orders)
    select holder, 0 from unnest(${`{${holders.map((h) => JSON.stringify(h)).join(',')}}`}::text[])
      with ordinality as t(holder, position) order by position
    on conflict (holder) do update set orders = h.orders where h.orders < ${max}
    returning h.holder`;
