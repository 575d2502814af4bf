import { toCentimes } from '@zina/shared/pricing';
import { deliveryFeeFor } from '@zina/shared/schemas/delivery-fees';
import { COD_MSG } from '@zina/shared/schemas/cod';
import { ORDER_MSG, type CashOnDelivery, type Order } from '@zina/shared/schemas/order';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, invalid, notFound } from '../../../lib/errors';
import { ordersPlaced } from '../../../lib/metrics';
import { deliveryFeesFrom } from '../../delivery';
import { expressSettingsFrom } from '../cod/express-settings';
import { codSettingsFrom } from '../cod/settings';
import { loadOrders } from '../core/order-view';
import { cartFingerprint, checkedLines, pricedLines, sameLines } from './checkout-lines';
import { readCheckout } from './checkout-reads';
import { checkoutWrites, writeOrExplain } from './checkout-writes';
import { newOrder } from './new-order';

/** Without an Idempotency-Key, the same cart sent again this soon is the same order. */
export const DUPLICATE_WINDOW_MS = 10_000;

export interface Placed {
  order: Order;
  /** False when an earlier order of the same key is answered again. */
  created: boolean;
}

/** An order placed earlier, answered again (a double submission, a retried request). */
async function placedBefore({ db }: AppDeps, id: string): Promise<Placed> {
  const [order] = await loadOrders(db, eq(orders.id, id));
  if (!order) throw notFound(ORDER_MSG.notFound);
  return { order, created: false };
}

/**
 * SPEC.md §4 checkout, in two statements and no transaction of its own: the server's cart and
 * catalogue decide every line and price (one read, checkout-reads.ts); the client's totals are
 * only compared. The writes are one statement that checks itself (checkout-writes.ts). So two
 * checkouts of one cart cannot both stand: the second waits for the first's lines, finds them
 * gone, and is refused; the same key sent twice meets the first order's unique key. The order
 * then waits for the desk (cod/), which the checkout consults for the blocklist and whose
 * self-confirmation link the order mail carries.
 */
export async function placeCashOnDelivery(
  deps: AppDeps,
  userId: string,
  input: CashOnDelivery,
  opts: { idempotencyKey?: string } = {},
): Promise<Placed> {
  // The read and the write on one connection: the write does not queue for one again.
  const placed = await deps.database.withConnection((db) =>
    placeOnConnection({ ...deps, db }, userId, input, opts),
  );
  if (placed.created) {
    ordersPlaced.inc();
    // Their stock changed: the storefront answers showing them are out of date.
    deps.catalogueCache.dropProducts(placed.order.items.flatMap((l) => l.productId._id ?? []));
  }
  return placed;
}

/** The checkout itself, every statement on `deps.db` (one connection). */
async function placeOnConnection(
  deps: AppDeps,
  userId: string,
  input: CashOnDelivery,
  opts: { idempotencyKey?: string },
): Promise<Placed> {
  const { db, clock, config } = deps;
  const key = opts.idempotencyKey
    ? `key:${opts.idempotencyKey}`
    : cartFingerprint(input.list_items);
  const now = clock.now();
  const found = await readCheckout(db, userId, input.addressId, key);
  const customer = found.customer;
  if (!customer) throw notFound(ORDER_MSG.notFound);
  const previous = found.previous;
  if (previous && (opts.idempotencyKey || now.getTime() - previous.at < DUPLICATE_WINDOW_MS)) {
    return placedBefore(deps, previous.id);
  }

  const address = found.address;
  if (!address) throw invalid(ORDER_MSG.addressInvalid);
  // SPEC.md §10: when the shop asks for it, a blocked phone's order is refused, politely.
  if (found.blocked && codSettingsFrom(found.settings).refuseBlockedAtCheckout) {
    throw conflict(COD_MSG.blockedAtCheckout);
  }

  const cart = found.cart;
  if (cart.length === 0) throw invalid(ORDER_MSG.cartEmpty);
  if (!sameLines(cart, input.list_items)) throw conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');

  const shelf = new Map(found.shelf.map((p) => [p.id, p]));
  const lines = checkedLines(cart, shelf);
  const { priced, total } = pricedLines(lines);
  const fee = deliveryFeeFor(deliveryFeesFrom(found.fees), address.ville, total);
  if (toCentimes(input.subTotalAmt) !== total || toCentimes(input.totalAmt) !== total + fee) {
    throw conflict(ORDER_MSG.totalChanged, 'PRICE_CHANGED');
  }
  // The same key's earlier order, out of its window, still holds the key: it stands.
  if (previous) return placedBefore(deps, previous.id);

  const { row, order, mails, messages, webhook } = newOrder(
    {
      userId,
      addressId: address.id,
      deliveryAdresse: address.adresse,
      deliveryVille: address.ville,
      deliveryTelephone: address.telephone,
      idempotencyKey: key,
      number: found.number,
    },
    priced,
    { total, fee },
    customer,
    { config, now },
  );
  // The cap an admin saved (express settings), else ORDER_MAX_PENDING.
  const { maxPending } = expressSettingsFrom(found.express, config);
  const writes = checkoutWrites({
    row,
    priced,
    lines,
    cartLineIds: cart.map((l) => l.id),
    mails,
    messages,
    webhook,
    lowStockThreshold: config.lowStockThreshold,
    maxPending,
  });
  const earlier = await writeOrExplain(db, writes, {
    lines: cart,
    maxPending,
    // The same key, sent again while the first was being written: the first order stands.
    earlier: async () => {
      const [existing] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return existing ? placedBefore(deps, existing.id) : null;
    },
  });
  if (earlier) return earlier;
  return { order, created: true };
}
