import { createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { discountedPrice, toCentimes } from '@zina/shared/pricing';
import { productGoneMessage, stockLeftMessage } from '@zina/shared/schemas/cart';
import { ORDER_MSG, type CashOnDelivery, type Order } from '@zina/shared/schemas/order';
import { orderLines, orders } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isId, newId } from '../../lib/ids';
import { ordersPlaced } from '../../lib/metrics';
import { usableAddress } from '../address';
import { queueMails } from '../mail-queue';
import { cartLinesOf, removeCartLines, type CheckoutLine } from '../cart';
import { readProducts, takeForCheckout, type LockedProduct } from '../catalogue';
import { holdCustomer } from '../user';
import { COD_MSG } from '@zina/shared/schemas/cod';
import type { Db } from '../../db/client';
import { isPhoneBlocked } from './cod/blocklist';
import { confirmLinkToken, confirmLinkUrl } from './cod/confirm-link';
import { codSettingsOf } from './cod/settings';
import { orderConfirmationMails } from './order-mail';
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

/** SPEC.md §10: when the shop asks for it, a blocked phone's order is refused, politely. */
async function refuseBlockedPhone(tx: Db, phone: string) {
  if (!(await isPhoneBlocked(tx, phone))) return;
  if ((await codSettingsOf(tx)).refuseBlockedAtCheckout) throw conflict(COD_MSG.blockedAtCheckout);
}

export function orderService(deps: AppDeps) {
  const { db, clock, config } = deps;

  /**
   * SPEC.md §4 checkout, in one transaction: the server's cart and catalogue decide every line
   * and price; the client's totals are only compared. Concurrent checkouts of one customer are
   * serialised on their user row, so a double submission finds the first order.
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
        const customer = await holdCustomer(tx, userId);
        if (!customer) throw notFound(ORDER_MSG.notFound);
        const [previous] = await tx
          .select({ id: orders.id, createdAt: orders.createdAt })
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
          .limit(1);
        if (
          previous &&
          (opts.idempotencyKey ||
            now.getTime() - previous.createdAt.getTime() < DUPLICATE_WINDOW_MS)
        ) {
          throw new AlreadyPlaced(previous.id);
        }

        const address = isId(input.addressId)
          ? await usableAddress(tx, userId, input.addressId)
          : null;
        if (!address) throw invalid(ORDER_MSG.addressInvalid);
        await refuseBlockedPhone(tx, address.telephone);

        const cart = await cartLinesOf(tx, userId);
        if (cart.length === 0) throw invalid(ORDER_MSG.cartEmpty);
        if (!sameLines(cart, input.list_items))
          throw conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');

        // Read without a lock: the take at the end locks them, and takes only at these prices.
        const shelf = await readProducts(
          tx,
          cart.flatMap((l) => (l.productId ? [l.productId] : [])),
        );
        const lines = checkedLines(cart, shelf);
        const priced = lines.map(({ line, product }) => ({
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

        const orderRowId = newId();
        const [inserted] = await tx
          .insert(orders)
          .values({
            id: orderRowId,
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
          })
          .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
          .returning();
        if (!inserted) {
          // Only reachable if the user-row lock were bypassed; the earlier order stands.
          const [existing] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
          throw new AlreadyPlaced(existing!.id);
        }
        const insertedLines = await tx
          .insert(orderLines)
          .values(priced.map((l, position) => ({ ...l, orderId: orderRowId, position })))
          .returning();
        await removeCartLines(
          tx,
          userId,
          cart.map((l) => l.id),
        );
        // The answer from what was just written: no second read after the commit.
        const order = toOrder(
          { order: inserted, userName: customer.name, userEmail: customer.email },
          insertedLines.sort((a, b) => a.position - b.position),
        );
        // The confirmations exist exactly when the order does; they leave after the commit.
        await queueMails(
          tx,
          orderConfirmationMails(order, {
            shopEmail: config.mail.shopEmail,
            confirmUrl: confirmLinkUrl(
              config.publicUrl,
              confirmLinkToken(config.jwtSecret, order._id, now),
            ),
          }).map((message, i) => ({
            key: `order:${order._id}:confirmation:${i}`,
            message,
          })),
        );
        // Last, so that the products' rows stay locked for the commit only.
        const taken = await takeForCheckout(
          tx,
          lines.map(({ line, product }) => ({
            productId: product.id,
            quantity: line.quantity,
            priceCentimes: product.priceCentimes,
            discount: product.discount,
          })),
          { orderId: orderRowId, userId },
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
      if (!(err instanceof AlreadyPlaced)) throw err;
      id = err.id;
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
