import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { Order } from '@zina/shared/schemas/order';
import { products } from '../../src/db/schema';
import type { createProduct } from '../fixtures/shop';
import { createAddress, type Customer } from '../fixtures/shop';
import { ADMIN, json, setupTestApp, signedInHeaders, type TestApp } from '../test-app';

export type TestProduct = Awaited<ReturnType<typeof createProduct>>;

/** A checkout's body for the whole cart, its totals given in MAD. */
export const checkoutPayload = (cart: CartItem[], addressId: string, total: number) => ({
  list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
  addressId,
  subTotalAmt: total,
  totalAmt: total,
});

/** Orders placed the customer's way: cart, then cash-on-delivery checkout, totals the server's. */
export function orderKit(t: TestApp) {
  /** Puts `qty` of `p` in the customer's cart (added, then its quantity set): the cart line. */
  async function addToCart(c: Customer, p: { id: string }, qty = 1): Promise<CartItem> {
    const added = await addOne(c, p);
    expect(added.statusCode).toBe(200);
    const line = json<{ data: CartItem }>(added).data;
    if (qty > 1) expect((await setQuantity(c, line._id, qty)).statusCode).toBe(200);
    return line;
  }

  /** POST /api/cart/create: one more unit of `p` in the customer's cart; the answer. */
  const addOne = (c: Customer, p: { id: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: c.auth,
      payload: { productId: p.id },
    });

  /** PUT /api/cart/update-qty for the customer's line: the answer. */
  const setQuantity = (c: Customer, lineId: string, qty: number) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/cart/update-qty',
      headers: c.auth,
      payload: { _id: lineId, qty },
    });

  /** The customer's cart as the server answers it, after adding each product in turn. */
  async function fillCart(c: Customer, lines: Array<[TestProduct, number]>): Promise<CartItem[]> {
    for (const [p, qty] of lines) await addToCart(c, p, qty);
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: c.auth });
    return json<{ data: CartItem[] }>(res).data;
  }

  /** The cash-on-delivery checkout, with an Idempotency-Key when given. */
  const checkout = (c: Customer, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/cash-on-delivery',
      headers: key ? { ...c.auth, 'idempotency-key': key } : c.auth,
      payload,
    });

  async function placeOrder(
    c: Customer,
    lines: Array<[TestProduct, number]>,
    delivery: Parameters<typeof createAddress>[2] = {},
  ): Promise<Order> {
    const cart = await fillCart(c, lines);
    const address = await createAddress(t.deps, c.id, delivery);
    // The same prices as the server's: price − discount, from the products as they are now.
    const totalCentimes = cart.reduce((sum, l) => {
      const p = lines.find(([lp]) => lp.id === l.productId!._id)![0];
      return sum + p.salePriceCentimes * l.quantity;
    }, 0);
    const res = await checkout(c, checkoutPayload(cart, address.id, totalCentimes / 100));
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: Order }>(res).data;
  }

  const stockOf = async (id: string) =>
    (
      await t.deps.db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
    )[0]!.stock;

  /** The back office's status change, as `admin` (its headers). */
  const setStatus = (admin: Record<string, string>, orderId: string, order_status: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/update-status',
      headers: admin,
      payload: { orderId, order_status },
    });

  return { addToCart, addOne, setQuantity, fillCart, checkout, placeOrder, stockOf, setStatus };
}

/**
 * The back office's order tests: the file's app (its clock first set to `clockAt` when given),
 * the admin signed in, and the order kit.
 */
export function orderAdminSuite(opts: { env?: Record<string, string>; clockAt?: string } = {}) {
  const t = setupTestApp({ env: opts.env });
  const { clockAt } = opts;
  if (clockAt) beforeAll(() => t.clock.setTo(clockAt));
  const admin = signedInHeaders(t, ADMIN);
  return { t, admin, kit: orderKit(t) };
}
