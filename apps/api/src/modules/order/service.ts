import { createHash } from 'node:crypto';
import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import { discountedPrice, toCentimes } from '@zina/shared/pricing';
import { productGoneMessage, stockLeftMessage } from '@zina/shared/schemas/cart';
import {
  ORDER_MAX_LINE_QUANTITY,
  ORDER_MAX_UNITS,
  ORDER_MSG,
  type CashOnDelivery,
  type Order,
} from '@zina/shared/schemas/order';
import { orders } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isId, newId } from '../../lib/ids';
import { ordersPlaced } from '../../lib/metrics';
import { isUniqueViolation, refusalOf, refuseUnless, retryingDeadlocks } from '../../lib/db-errors';
import { usableAddress, type DeliveryAddress } from '../address';
import { mailsQueuing } from '../mail-queue';
import { cartLinesOf, cartProductIds, removeCartLines, type CheckoutLine } from '../cart';
import { checkoutTake, productsOnShelf, readProducts, type LockedProduct } from '../catalogue';
import { customerContact, type Contact } from '../user';
import { COD_MSG } from '@zina/shared/schemas/cod';
import { preparedStatement } from '../../db/prepared-query';
import { phoneBlocked } from './cod/blocklist';
import { confirmLinkToken, confirmLinkUrl } from './cod/confirm-link';
import { codSettingsFrom, savedCodSettings } from './cod/settings';
import { orderConfirmationMails } from './order-mail';
import { orderWrites, type NewOrder } from './order-writes';
import { holdersOf, pendingRoom } from './pending-holds';
import { loadOrders, toOrder } from './order-view';

/** Without an Idempotency-Key, the same cart sent again this soon is the same order. */
export const DUPLICATE_WINDOW_MS = 10_000;

/**
 * Cart line ids are consumed by the order that empties them, so the lines and quantities the
 * customer saw identify one checkout: a double click or a retried request carries the same.
 */
const cartFingerprint = (items: CashOnDelivery['list_items']) =>
  `cart:${createHash('sha256')
    .update(
      items
        .map((i) => `${i._id}:${i.quantity}`)
        .sort()
        .join(','),
    )
    .digest('hex')}`;

function sameLines(cart: CheckoutLine[], sent: CashOnDelivery['list_items']): boolean {
  if (cart.length !== sent.length) return false;
  const qty = new Map(sent.map((i) => [i._id, i.quantity]));
  return cart.every((line) => qty.get(line.id) === line.quantity);
}

/** An order reached by its reference (ORD-…) or its _id, the user's own unless an admin asks. */
export function orderRefCondition(ref: string, viewer: { userId: string; role: string }) {
  const match = isId(ref)
    ? or(eq(orders.id, ref), eq(orders.orderId, ref))
    : eq(orders.orderId, ref);
  return viewer.role === 'ADMIN' ? match! : and(match, eq(orders.userId, viewer.userId))!;
}

/** Each cart line with its product, or the conflict that stops the checkout. */
function checkedLines(cart: CheckoutLine[], shelf: Map<string, LockedProduct>) {
  const lines = cart.map((line) => {
    const product = line.productId ? shelf.get(line.productId) : undefined;
    if (!product) throw conflict(productGoneMessage(line.productName), 'CART_CHANGED');
    return { line, product };
  });
  let units = 0;
  for (const { line, product } of lines) {
    if (line.quantity > ORDER_MAX_LINE_QUANTITY)
      throw invalid(ORDER_MSG.lineTooLarge(product.name));
    units += line.quantity;
  }
  if (units > ORDER_MAX_UNITS) throw invalid(ORDER_MSG.tooManyUnits);
  for (const { line, product } of lines) {
    if (line.quantity > product.stock) {
      throw conflict(stockLeftMessage(product.name, product.stock), 'OUT_OF_STOCK');
    }
  }
  return lines;
}

/**
 * All the checkout reads, in one statement and without a lock: the customer, the address,
 * whether its phone is blocked, the desk's settings, an earlier order of the same key, the cart
 * and the cart's products. The writes check what may have changed since (placeCashOnDelivery).
 */
const checkoutReads = (userId: SQLWrapper, addressId: SQLWrapper, key: SQLWrapper) => sql`
  select c.customer, a.address, ${phoneBlocked(sql`a.address->>'telephone'`)} as blocked,
    ${savedCodSettings()} as settings,
    (select json_build_object('id', ${orders.id},
        'at', floor(extract(epoch from ${orders.createdAt}) * 1000))
      from ${orders} where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${key}
      limit 1) as previous,
    ${cartLinesOf(userId)} as cart,
    ${productsOnShelf(cartProductIds(userId))} as shelf
  from (select ${customerContact(userId)} as customer) c,
    (select ${usableAddress(userId, addressId)} as address offset 0) a`;

interface CheckoutReads {
  customer: Contact | null;
  address: DeliveryAddress | null;
  blocked: boolean;
  settings: unknown;
  previous: { id: string; at: number } | null;
  cart: CheckoutLine[];
  shelf: LockedProduct[];
}

// Every checkout runs it: built once, its values bound at each run.
const checkoutReadsStatement = preparedStatement<CheckoutReads>(
  'checkout_reads',
  checkoutReads(sql.placeholder('userId'), sql.placeholder('addressId'), sql.placeholder('key')),
);

export function orderService(deps: AppDeps) {
  const { db, clock, config } = deps;

  /** An order placed earlier, answered again (a double submission, a retried request). */
  async function placedBefore(id: string): Promise<{ order: Order; created: boolean }> {
    const [order] = await loadOrders(db, eq(orders.id, id));
    if (!order) throw notFound(ORDER_MSG.notFound);
    return { order, created: false };
  }

  /**
   * SPEC.md §4 checkout, in two statements and no transaction of its own: the server's cart and
   * catalogue decide every line and price (one read); the client's totals are only compared. The
   * writes are one statement that checks itself (ADR 0003): the units must still be on the shelf
   * at the price read, and the cart lines still there to remove; else it undoes all it wrote. So
   * two checkouts of one cart cannot both stand: the second waits for the first's lines, finds
   * them gone, and is refused; the same key sent twice meets the first order's unique key.
   */
  async function placeCashOnDelivery(
    userId: string,
    input: CashOnDelivery,
    opts: { idempotencyKey?: string } = {},
  ): Promise<{ order: Order; created: boolean }> {
    const key = opts.idempotencyKey
      ? `key:${opts.idempotencyKey}`
      : cartFingerprint(input.list_items);
    const now = clock.now();
    const [found] = (await checkoutReadsStatement(db, {
      userId,
      // Not an id: no address (the statement compares it with the ids, as text).
      addressId: isId(input.addressId) ? input.addressId : null,
      key,
    })) as [CheckoutReads]; // one row, always (a select of two one-row subqueries)
    const customer = found.customer;
    if (!customer) throw notFound(ORDER_MSG.notFound);
    const previous = found.previous;
    if (previous && (opts.idempotencyKey || now.getTime() - previous.at < DUPLICATE_WINDOW_MS)) {
      return placedBefore(previous.id);
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
    const priced = lines.map(({ line, product }, position) => ({
      id: newId(),
      position,
      productId: product.id,
      name: product.name,
      image: product.images,
      quantity: line.quantity,
      unitPriceCentimes: discountedPrice(product.priceCentimes, product.discount),
      originalPriceCentimes: product.priceCentimes,
    }));
    // Delivery is free: the total is the discounted subtotal.
    const subTotal = priced.reduce((sum, l) => sum + l.unitPriceCentimes * l.quantity, 0);
    const total = subTotal;
    if (toCentimes(input.subTotalAmt) !== subTotal || toCentimes(input.totalAmt) !== total) {
      throw conflict(ORDER_MSG.totalChanged, 'PRICE_CHANGED');
    }
    // The same key's earlier order, out of its window, still holds the key: it stands.
    if (previous) return placedBefore(previous.id);

    const row: NewOrder = {
      id: newId(),
      orderId: `ORD-${newId()}`,
      userId,
      addressId: address.id,
      deliveryAdresse: address.adresse,
      deliveryVille: address.ville,
      deliveryTelephone: address.telephone,
      subTotalCentimes: subTotal,
      totalCentimes: total,
      paymentStatus: 'CASH ON DELIVERY',
      orderStatus: 'pending',
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
    };
    // The answer from what is about to be written: no read after the write.
    const order = toOrder(
      {
        order: { ...row, carrier: null, trackingNumber: null },
        userName: customer.name,
        userEmail: customer.email,
      },
      priced,
    );
    // The confirmations exist exactly when the order does; they leave after it is written.
    const mails = orderConfirmationMails(order, {
      shopEmail: config.mail.shopEmail,
      confirmUrl: confirmLinkUrl(
        config.publicUrl,
        confirmLinkToken(config.jwtSecret, order._id, now),
      ),
    }).map((message, i) => ({ key: `order:${order._id}:confirmation:${i}`, message }));
    const take = checkoutTake(
      lines.map(({ line, product }) => ({
        productId: product.id,
        quantity: line.quantity,
        priceCentimes: product.priceCentimes,
        discount: product.discount,
      })),
      { orderId: row.id, userId },
    );
    const holders = holdersOf({ userId, phone: address.telephone });
    const writes = sql`with ${orderWrites(row, priced)},
        removed_lines as (${removeCartLines(
          userId,
          cart.map((l) => l.id),
        )}),
        queued_mails as (${mailsQueuing(mails)}),
        room as (${pendingRoom(holders, config.orderMaxPending)}),
        ${take}
        select ${refuseUnless(sql`(select count(*) from room) = ${holders.length}`, 'pending')}
          and ${refuseUnless(sql`(select count(*) from taken_products) = ${lines.length}`, 'stock')}
          and ${refuseUnless(sql`(select count(*) from removed_lines) = ${cart.length}`, 'cart')}`;
    try {
      // Whole or absent: a try PostgreSQL failed to break a deadlock left nothing to undo.
      await retryingDeadlocks(() => db.execute(writes));
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal === null && !isUniqueViolation(err)) throw err;
      // The same key, sent again while the first was being written: the first order stands.
      const [existing] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      if (existing) return placedBefore(existing.id);
      if (refusal === 'stock') {
        // Another checkout or an admin got there first: say what changed.
        checkedLines(cart, await readProducts(db, [...shelf.keys()]));
        throw conflict(ORDER_MSG.totalChanged, 'PRICE_CHANGED');
      }
      if (refusal === 'cart') throw conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');
      if (refusal === 'pending') {
        throw conflict(ORDER_MSG.tooManyPending(config.orderMaxPending), 'TOO_MANY_PENDING');
      }
      throw err;
    }
    ordersPlaced.inc();
    // Their stock changed: the storefront answers showing them are out of date.
    deps.catalogueCache.dropProducts(order.items.flatMap((l) => l.productId._id ?? []));
    return { order, created: true };
  }

  const list = (userId: string) => loadOrders(db, eq(orders.userId, userId));

  /** The customer's own order; anyone else's is answered as missing. */
  async function details(ref: string, userId: string): Promise<Order> {
    const [order] = await loadOrders(db, orderRefCondition(ref, { userId, role: 'USER' }), 1);
    if (!order) throw notFound(ORDER_MSG.notFound);
    return order;
  }

  return { placeCashOnDelivery, list, details };
}
export type OrderService = ReturnType<typeof orderService>;
