import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { Order } from '@zina/shared/schemas/order';
import { products } from '../../db/schema';
import type { createProduct } from '../../../test/fixtures/shop';
import { createAddress, type Customer } from '../../../test/fixtures/shop';
import { json, type TestApp } from '../../../test/test-app';

export type TestProduct = Awaited<ReturnType<typeof createProduct>>;

/** Orders placed the customer's way: cart, then cash-on-delivery checkout, totals the server's. */
export function orderKit(t: TestApp) {
  async function placeOrder(
    c: Customer,
    lines: Array<[TestProduct, number]>,
    delivery: Parameters<typeof createAddress>[2] = {},
  ): Promise<Order> {
    for (const [p, qty] of lines) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        headers: c.auth,
        payload: { productId: p.id },
      });
      expect(added.statusCode).toBe(200);
      if (qty > 1) {
        const line = json<{ data: CartItem }>(added).data;
        const upd = await t.app.inject({
          method: 'PUT',
          url: '/api/cart/update-qty',
          headers: c.auth,
          payload: { _id: line._id, qty },
        });
        expect(upd.statusCode).toBe(200);
      }
    }
    const cart = json<{ data: CartItem[] }>(
      await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: c.auth }),
    ).data;
    const address = await createAddress(t.deps, c.id, delivery);
    // The same prices as the server's: price − discount, from the products as they are now.
    const totalCentimes = cart.reduce((sum, l) => {
      const p = lines.find(([lp]) => lp.id === l.productId!._id)![0];
      return sum + p.salePriceCentimes * l.quantity;
    }, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/cash-on-delivery',
      headers: c.auth,
      payload: {
        list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
        addressId: address.id,
        subTotalAmt: totalCentimes / 100,
        totalAmt: totalCentimes / 100,
      },
    });
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

  return { placeOrder, stockOf, setStatus };
}
