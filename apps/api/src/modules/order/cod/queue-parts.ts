import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../../db/schema';

/**
 * The desk's queue in its order, as three parts each read in the order of its partial index
 * (`orders_queue_callback_idx`, `orders_queue_new_idx`): call-backs due now (the customer asked
 * for that hour), new orders oldest first, then call-backs still to come. Read part after part
 * and stopped early, the queue costs the same with ten or ten thousand orders waiting: the
 * queue's page (confirmations.ts) and an agent's next order (claims.ts) both read it so.
 */
export const queueParts = (at: SQL): Array<{ where: SQL; order: SQL }> => [
  { where: sql`${orders.nextCallAt} <= ${at}`, order: sql`${orders.nextCallAt}` },
  { where: sql`${orders.nextCallAt} is null`, order: sql`${orders.createdAt}` },
  { where: sql`${orders.nextCallAt} > ${at}`, order: sql`${orders.nextCallAt}` },
];
