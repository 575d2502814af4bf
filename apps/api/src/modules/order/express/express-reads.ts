import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared-query';
import { orders } from '../../../db/schema';
import { savedDeliveryFees } from '../../delivery';
import { productsOnShelf, type LockedProduct } from '../../catalogue';
import { phoneBlocked } from '../cod/blocklist';
import { savedExpressSettings } from '../cod/express-settings';
import { savedCodSettings } from '../cod/settings';
import { nextOrderNumber } from '../core/order-refs';

/** Everything an express order decides on, read at once and without a lock. */
export interface ExpressReads {
  /** The express settings, as stored (expressSettingsFrom reads them). */
  express: unknown;
  /** The desk's settings, as stored (codSettingsFrom reads them). */
  settings: unknown;
  /** Whether the form's phone is on the desk's blocklist. */
  blocked: boolean;
  /** An earlier order without an account of the same key (a double tap, a retry). */
  previous: { id: string; at: number } | null;
  shelf: LockedProduct[];
  /** The delivery fees, as stored (deliveryFeesFrom reads them). */
  fees: unknown;
  /** The new order's label number, taken now (a refused order leaves a gap, as sequences do). */
  number: number;
}

/**
 * The express order's reads in one statement, as the cart's checkout does (checkout-reads.ts):
 * the settings, the phone's blocklist entry, an earlier order of the same key, the form's
 * products (`ids`, a JSON array of ids) and the fees. The write checks what may change since.
 */
const expressReads = (phone: SQLWrapper, key: SQLWrapper, ids: SQLWrapper) => sql`
  select ${savedExpressSettings()} as express, ${savedCodSettings()} as settings,
    ${phoneBlocked(sql`${phone}::text`)} as blocked,
    (select json_build_object('id', ${orders.id},
        'at', floor(extract(epoch from ${orders.createdAt}) * 1000))
      from ${orders} where ${orders.userId} is null and ${orders.idempotencyKey} = ${key}
      limit 1) as previous,
    ${productsOnShelf(sql`select json_array_elements_text(${ids}::json)`)} as shelf,
    ${savedDeliveryFees()} as fees, ${nextOrderNumber} as number`;

// Every express order runs it: built once, its values bound at each run.
const expressReadsStatement = preparedStatement<ExpressReads>(
  'express_reads',
  expressReads(sql.placeholder('phone'), sql.placeholder('key'), sql.placeholder('ids')),
);

export async function readExpress(
  db: Db,
  phone: string,
  key: string,
  productIds: string[],
): Promise<ExpressReads> {
  const [found] = (await expressReadsStatement(db, {
    phone,
    key,
    ids: JSON.stringify([...new Set(productIds)]),
  })) as [ExpressReads]; // one row, always (a select without a from)
  return found;
}
