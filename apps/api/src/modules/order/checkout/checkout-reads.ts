import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared-query';
import { orders } from '../../../db/schema';
import { isId } from '../../../db/ids';
import { usableAddress, type DeliveryAddress } from '../../address';
import { savedDeliveryFees } from '../../delivery';
import { cartLinesOf, cartProductIds, type CheckoutLine } from '../../cart';
import { productsOnShelf, type LockedProduct } from '../../catalogue';
import { customerContact, type Contact } from '../../user';
import { phoneBlocked } from '../cod/blocklist';
import { savedExpressSettings } from '../cod/express-settings';
import { savedCodSettings } from '../cod/settings';
import { nextOrderNumber } from '../core/order-refs';

/** Everything a checkout decides on, read at once and without a lock. */
export interface CheckoutReads {
  customer: Contact | null;
  address: DeliveryAddress | null;
  /** Whether the address's phone is on the desk's blocklist. */
  blocked: boolean;
  /** The desk's settings, as stored (codSettingsFrom reads them). */
  settings: unknown;
  /** The express settings, as stored (expressSettingsFrom reads them: the pending cap). */
  express: unknown;
  /** An earlier order of the same key (a double submission, a retry). */
  previous: { id: string; at: number } | null;
  cart: CheckoutLine[];
  shelf: LockedProduct[];
  /** The delivery fees, as stored (deliveryFeesFrom reads them). */
  fees: unknown;
  /** The new order's label number, taken now (a refused checkout leaves a gap, as sequences do). */
  number: number;
}

/**
 * All the checkout reads, in one statement and without a lock: the customer, the address,
 * whether its phone is blocked, the desk's settings, an earlier order of the same key, the cart
 * and the cart's products. The writes check what may have changed since (checkout-writes.ts).
 */
const checkoutReads = (userId: SQLWrapper, addressId: SQLWrapper, key: SQLWrapper) => sql`
  select c.customer, a.address, ${phoneBlocked(sql`a.address->>'telephone'`)} as blocked,
    ${savedCodSettings()} as settings, ${savedExpressSettings()} as express,
    (select json_build_object('id', ${orders.id},
        'at', floor(extract(epoch from ${orders.createdAt}) * 1000))
      from ${orders} where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${key}
      limit 1) as previous,
    ${cartLinesOf(userId)} as cart,
    ${productsOnShelf(cartProductIds(userId))} as shelf,
    ${nextOrderNumber} as number, ${savedDeliveryFees()} as fees
  from (select ${customerContact(userId)} as customer) c,
    (select ${usableAddress(userId, addressId)} as address offset 0) a`;

// Every checkout runs it: built once, its values bound at each run.
const checkoutReadsStatement = preparedStatement<CheckoutReads>(
  'checkout_reads',
  checkoutReads(sql.placeholder('userId'), sql.placeholder('addressId'), sql.placeholder('key')),
);

export async function readCheckout(
  db: Db,
  userId: string,
  addressId: string,
  key: string,
): Promise<CheckoutReads> {
  const [found] = (await checkoutReadsStatement(db, {
    userId,
    // Not an id: no address (the statement compares it with the ids, as text).
    addressId: isId(addressId) ? addressId : null,
    key,
  })) as [CheckoutReads]; // one row, always (a select of two one-row subqueries)
  return found;
}
