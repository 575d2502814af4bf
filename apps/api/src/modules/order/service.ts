import { createHash } from 'node:crypto';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { discountedPrice, toCentimes } from '@zina/shared/pricing';
import { productGoneMessage, stockLeftMessage } from '@zina/shared/schemas/cart';
import { ORDER_MSG, type CashOnDelivery, type Order } from '@zina/shared/schemas/order';
import { orders } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isId, newId } from '../../lib/ids';
import { ordersPlaced } from '../../lib/metrics';
import { isUniqueViolation } from '../../lib/db-errors';
import { usableAddress, type DeliveryAddress } from '../address';
import { mailsQueuing } from '../mail-queue';
import { cartLinesOf, cartProductIds, removeCartLines, type CheckoutLine } from '../cart';
import { productsOnShelf, readProducts, takeForCheckout, type LockedProduct } from '../catalogue';
import { heldCustomer, type Contact } from '../user';
import { COD_MSG } from '@zina/shared/schemas/cod';
import type { Db } from '../../db/client';
import { phoneBlocked } from './cod/blocklist';
import { confirmLinkToken, confirmLinkUrl } from './cod/confirm-link';
import { codSettingsFrom, savedCodSettings } from './cod/settings';
import { orderConfirmationMails } from './order-mail';
import { orderWrites, type NewOrder } from './order-writes';
import { loadOrders, toOrder } from './order-view';

/** Without an Idempotency-Key, the same cart sent again this soon is the same order. */
export const DUPLICATE_WINDOW_MS = 10_000;

/** Thrown inside the transaction to roll it back when the order already exists. */
class AlreadyPlaced extends Error {
  constructor(readonly id: string) {
    super('already placed');
  }
}

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
  for (const { line, product } of lines) {
    if (line.quantity > product.stock) {
      throw conflict(stockLeftMessage(product.name, product.stock), 'OUT_OF_STOCK');
    }
  }
  return lines;
}

/** The one row a statement answers, its JSON columns as the drivers parse them. */
async function rowOf<T>(tx: Db, query: SQL): Promise<T> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

/**
 * The checkout's first statement: the customer's row held (one checkout of a customer at a time),
 * and what does not change under that lock: the address, whether its phone is blocked, the
 * desk's settings.
 */
const customerAndAddress = (userId: string, addressId: string) => sql`
  select c.customer, a.address, ${phoneBlocked(sql`a.address->>'telephone'`)} as blocked,
    ${savedCodSettings()} as settings
  from (select ${heldCustomer(userId)} as customer) c,
    (select ${isId(addressId) ? usableAddress(userId, addressId) : sql`null::json`} as address
      offset 0) a`;

/**
 * The second, once the customer is held (a fresh snapshot: a checkout that waited for the lock
 * sees the order of the one it waited for): an earlier order of the same key, the cart, and the
 * cart's products, read without a lock (the take at the end locks them).
 */
const previousAndCart = (userId: string, key: string) => sql`
  select
    (select json_build_object('id', ${orders.id},
        'at', floor(extract(epoch from ${orders.createdAt}) * 1000))
      from ${orders} where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${key}
      limit 1) as previous,
    ${cartLinesOf(userId)} as cart,
    ${productsOnShelf(cartProductIds(userId))} as shelf`;

export function orderService(deps: AppDeps) {
  const { db, clock, config } = deps;

  /**
   * SPEC.md §4 checkout, in one transaction: the server's cart and catalogue decide every line
   * and price; the client's totals are only compared. Concurrent checkouts of one customer are
   * serialised on their user row, so a double submission finds the first order. Four
   * statements between begin and commit: the reads with the customer's lock, the reads after
   * it, the order's writes, and the stock take last.
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
    let id: string;
    let placed: Order | null = null;
    try {
      placed = await db.transaction(async (tx) => {
        const start = await rowOf<{
          customer: Contact | null;
          address: DeliveryAddress | null;
          blocked: boolean;
          settings: unknown;
        }>(tx, customerAndAddress(userId, input.addressId));
        const customer = start.customer;
        if (!customer) throw notFound(ORDER_MSG.notFound);
        const found = await rowOf<{
          previous: { id: string; at: number } | null;
          cart: CheckoutLine[];
          shelf: LockedProduct[];
        }>(tx, previousAndCart(userId, key));
        const previous = found.previous;
        if (
          previous &&
          (opts.idempotencyKey || now.getTime() - previous.at < DUPLICATE_WINDOW_MS)
        ) {
          throw new AlreadyPlaced(previous.id);
        }

        const address = start.address;
        if (!address) throw invalid(ORDER_MSG.addressInvalid);
        // SPEC.md §10: when the shop asks for it, a blocked phone's order is refused, politely.
        if (start.blocked && codSettingsFrom(start.settings).refuseBlockedAtCheckout) {
          throw conflict(COD_MSG.blockedAtCheckout);
        }

        const cart = found.cart;
        if (cart.length === 0) throw invalid(ORDER_MSG.cartEmpty);
        if (!sameLines(cart, input.list_items))
          throw conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');

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
        if (previous) throw new AlreadyPlaced(previous.id);

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
        // The answer from what is about to be written: no read after the commit.
        const order = toOrder(
          {
            order: { ...row, carrier: null, trackingNumber: null },
            userName: customer.name,
            userEmail: customer.email,
          },
          priced,
        );
        // The confirmations exist exactly when the order does; they leave after the commit.
        const mails = orderConfirmationMails(order, {
          shopEmail: config.mail.shopEmail,
          confirmUrl: confirmLinkUrl(
            config.publicUrl,
            confirmLinkToken(config.jwtSecret, order._id, now),
          ),
        }).map((message, i) => ({ key: `order:${order._id}:confirmation:${i}`, message }));
        // The order, its lines, the cart lines it empties and its mails, in one statement; the
        // lines' foreign keys hold key-share locks on the products from here on.
        await tx.execute(sql`with ${orderWrites(row, priced)},
          removed_lines as (${removeCartLines(
            userId,
            cart.map((l) => l.id),
          )}),
          queued_mails as (${mailsQueuing(mails)})
          select 1`);
        // Last, so that the products' rows stay locked for the commit only.
        const taken = await takeForCheckout(
          tx,
          lines.map(({ line, product }) => ({
            productId: product.id,
            quantity: line.quantity,
            priceCentimes: product.priceCentimes,
            discount: product.discount,
          })),
          { orderId: row.id, userId },
        );
        if (taken.size !== lines.length) {
          // Another checkout or an admin got there first: say what changed, undo everything.
          checkedLines(cart, await readProducts(tx, [...shelf.keys()]));
          throw conflict(ORDER_MSG.totalChanged, 'PRICE_CHANGED');
        }
        return order;
      });
      id = placed._id;
    } catch (err) {
      if (err instanceof AlreadyPlaced) id = err.id;
      else if (isUniqueViolation(err)) {
        // Only reachable if the customer's lock were bypassed: the earlier order stands.
        const [existing] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
        if (!existing) throw err;
        id = existing.id;
      } else throw err;
    }

    const created = placed !== null;
    const order = placed ?? (await loadOrders(db, eq(orders.id, id)))[0];
    if (!order) throw notFound(ORDER_MSG.notFound);
    if (created) {
      ordersPlaced.inc();
      // Their stock changed: the storefront answers showing them are out of date.
      deps.catalogueCache.dropProducts(order.items.flatMap((l) => l.productId._id ?? []));
    }
    return { order, created };
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
