import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMad } from '@zina/shared/format';
import type { Order } from '@zina/shared/schemas/order';
import { cartItems, orders, products, stockMovements } from '../../db/schema';
import { createAddress, createCustomer, createProduct } from '@test/fixtures/shop';
import { expectMessage, expectRefusal, json, setupTestApp } from '@test/test-app';
import { checkoutPayload, orderKit } from '@test/kits/order-test-kit';

const t = setupTestApp();

const { fillCart, checkout, stockOf } = orderKit(t);
const ordersOf = (userId: string) =>
  t.deps.db.select().from(orders).where(eq(orders.userId, userId));

/** A customer with an address and a cart of two products: 2 × 169,99 + 1 × 450 = 789,98 MAD. */
async function readyCustomer() {
  const c = await createCustomer(t.deps, { name: 'Salma Benali' });
  const address = await createAddress(t.deps, c.id, { adresse: '7 rue Tarik', ville: 'Agadir' });
  // 199,99 MAD at -15 %: the 29,9985 MAD deduction is rounded up to 30 MAD.
  const bag = await createProduct(t.deps, {
    name: 'Sac Tissé',
    price: 199.99,
    discount: 15,
    stock: 5,
  });
  const watch = await createProduct(t.deps, { name: 'Montre Dorée', price: 450, stock: 3 });
  const cart = await fillCart(c, [
    [bag, 2],
    [watch, 1],
  ]);
  return { c, address, bag, watch, cart };
}

describe('cash-on-delivery checkout', () => {
  it('places the order from the server’s cart and prices, takes the stock and empties the cart', async () => {
    const { c, address, bag, watch, cart } = await readyCustomer();
    const res = await checkout(c, checkoutPayload(cart, address.id, 789.98));
    expect(res.statusCode).toBe(201);
    const order = json<{ message: string; data: Order }>(res);
    expect(order.message).toBe('Commande passée avec succès');
    expect(order.data).toMatchObject({
      orderId: expect.stringMatching(/^ORD-[0-9a-f]{24}$/),
      totalAmt: 789.98,
      subTotalAmt: 789.98,
      payment_status: 'CASH ON DELIVERY',
      order_status: 'pending',
      userId: { _id: c.id, name: 'Salma Benali', email: c.email },
      delivery_address: { adresse: '7 rue Tarik', ville: 'Agadir', telephone: '+212612345678' },
    });
    expect(order.data.items).toEqual([
      {
        _id: expect.any(String),
        quantity: 2,
        product_details: { name: 'Sac Tissé', image: bag.images.map(t.deps.media.absolute) },
        productId: { _id: bag.id, price: 169.99, originalPrice: 199.99 },
      },
      {
        _id: expect.any(String),
        quantity: 1,
        product_details: { name: 'Montre Dorée', image: watch.images.map(t.deps.media.absolute) },
        productId: { _id: watch.id, price: 450, originalPrice: 450 },
      },
    ]);
    // The answer is made from what the checkout wrote: the stored order reads back the same.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${order.data.orderId}`,
      headers: c.auth,
    });
    expect(json<{ data: Order }>(stored).data).toEqual(order.data);
    expect(await stockOf(bag.id)).toBe(3);
    expect(await stockOf(watch.id)).toBe(2);
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.data._id));
    expect(
      moves.map((m) => [m.productId, m.delta, m.stockAfter, m.reason, m.userId]).sort(),
    ).toEqual(
      [
        [bag.id, -2, 3, 'order', c.id],
        [watch.id, -1, 2, 'order', c.id],
      ].sort(),
    );
    expect(await t.deps.db.select().from(cartItems).where(eq(cartItems.userId, c.id))).toEqual([]);

    // The confirmation e-mails, in French, queued with the order and sent by the worker.
    const label = order.data.label;
    expect(label).toMatch(/^ZN-\d{5,}$/);
    expect(t.outbox().filter((m) => m.subject.includes(label))).toEqual([]);
    expect(await t.sendQueuedMail()).toBe(2);
    const mails = t.outbox().filter((m) => m.subject.includes(label));
    const customerMail = mails.find((m) => m.to === c.email)!;
    expect(customerMail.subject).toBe(`Confirmation de votre commande ${label}`);
    expect(customerMail.text).toContain('Sac Tissé × 2');
    expect(customerMail.text).toContain(`Total : ${formatMad(789.98)}`);
    expect(customerMail.text).toContain('Livraison : Gratuit');
    expect(customerMail.html).toContain('Montre Dorée');
    const shopMail = mails.find((m) => m.to === t.deps.config.mail.shopEmail)!;
    expect(shopMail.subject).toContain('Nouvelle commande');
    expect(shopMail.text).toContain(c.email);
  });

  it('refuses totals that differ from the server’s with 409 and changes nothing', async () => {
    const { c, address, bag, cart } = await readyCustomer();
    for (const total of [700, 789.97, 0]) {
      const res = await checkout(c, checkoutPayload(cart, address.id, total));
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toBe(
        'Le total de votre panier a changé. Veuillez vérifier votre panier.',
      );
      expect(json<{ code: string }>(res).code).toBe('PRICE_CHANGED');
    }
    // A client sending the undiscounted total is refused too: the discount is the server’s.
    const undiscounted = await checkout(c, checkoutPayload(cart, address.id, 2 * 199.99 + 450));
    expect(undiscounted.statusCode).toBe(409);
    // The price changed after the cart was filled: the old total is refused.
    await t.deps.db.update(products).set({ discount: 20 }).where(eq(products.id, bag.id));
    expect((await checkout(c, checkoutPayload(cart, address.id, 789.98))).statusCode).toBe(409);
    expect(await stockOf(bag.id)).toBe(5);
    expect(await ordersOf(c.id)).toEqual([]);
    expect(await t.deps.db.select().from(cartItems).where(eq(cartItems.userId, c.id))).toHaveLength(
      2,
    );
  });

  it('refuses lines that are not the customer’s cart', async () => {
    const { c, address, cart } = await readyCustomer();
    const other = await readyCustomer();
    const wrongQty = checkoutPayload(cart, address.id, 789.98);
    wrongQty.list_items[0]!.quantity = 1;
    const foreign = checkoutPayload(other.cart, address.id, 789.98);
    const missingLine = checkoutPayload(cart.slice(0, 1), address.id, 339.98);
    for (const payload of [wrongQty, foreign, missingLine]) {
      const res = await checkout(c, payload);
      expectMessage(res, 409, 'Votre panier a changé. Veuillez vérifier votre panier.');
      expect(json<{ code: string }>(res).code).toBe('CART_CHANGED');
    }
    expect(await ordersOf(c.id)).toEqual([]);
    expect(await ordersOf(other.c.id)).toEqual([]);
  });

  it('refuses a line beyond stock with 409 naming the product; stock never goes negative', async () => {
    const { c, address, watch, cart } = await readyCustomer();
    await t.deps.db.update(products).set({ stock: 0 }).where(eq(products.id, watch.id));
    const res = await checkout(c, checkoutPayload(cart, address.id, 789.98));
    expectMessage(res, 409, '« Montre Dorée » est en rupture de stock');
    expect(json<{ code: string }>(res).code).toBe('OUT_OF_STOCK');
    expect(await stockOf(watch.id)).toBe(0);
    expect(await ordersOf(c.id)).toEqual([]);
  });

  it('refuses a product deleted between the cart and the checkout, naming it', async () => {
    const { c, address, watch, cart } = await readyCustomer();
    await t.deps.db.delete(products).where(eq(products.id, watch.id));
    const res = await checkout(c, checkoutPayload(cart, address.id, 789.98));
    expectMessage(res, 409, "« Montre Dorée » n'est plus disponible");
    expect(await ordersOf(c.id)).toEqual([]);
  });

  it('requires the customer’s own, visible address', async () => {
    const { c, cart } = await readyCustomer();
    const stranger = await createCustomer(t.deps);
    const foreign = await createAddress(t.deps, stranger.id);
    const disabled = await createAddress(t.deps, c.id, { statut: false });
    for (const addressId of [foreign.id, disabled.id, '0123456789abcdef01234567', 'x']) {
      const res = await checkout(c, checkoutPayload(cart, addressId, 789.98));
      expectMessage(res, 400, 'Veuillez sélectionner une adresse de livraison valide');
    }
    const none = await checkout(c, { ...checkoutPayload(cart, '', 789.98) });
    expect(json(none).message).toBe('Veuillez ajouter une adresse de livraison');
    expect(await ordersOf(c.id)).toEqual([]);
  });

  it('refuses an empty cart', async () => {
    const c = await createCustomer(t.deps);
    const address = await createAddress(t.deps, c.id);
    const res = await checkout(c, {
      list_items: [{ _id: '0123456789abcdef01234567', quantity: 1 }],
      addressId: address.id,
      subTotalAmt: 10,
      totalAmt: 10,
    });
    expectMessage(res, 400, 'Votre panier est vide');
    const empty = await checkout(c, {
      list_items: [],
      addressId: address.id,
      subTotalAmt: 0,
      totalAmt: 0,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('makes one order of a request sent twice with the same Idempotency-Key', async () => {
    const { c, address, bag, cart } = await readyCustomer();
    const payload = checkoutPayload(cart, address.id, 789.98);
    const first = await checkout(c, payload, 'cle-unique-123');
    const second = await checkout(c, payload, 'cle-unique-123');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(json<{ data: Order }>(second).data.orderId).toBe(
      json<{ data: Order }>(first).data.orderId,
    );
    expect(await ordersOf(c.id)).toHaveLength(1);
    expect(await stockOf(bag.id)).toBe(3);
    // Sent at the same instant: still one order, one set of stock movements.
    const again = await readyCustomer();
    const p2 = checkoutPayload(again.cart, again.address.id, 789.98);
    const both = await Promise.all([checkout(again.c, p2, 'k-1'), checkout(again.c, p2, 'k-1')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const ids = both.map((r) => json<{ data: Order }>(r).data.orderId);
    expect(ids[0]).toBe(ids[1]);
    expect(await ordersOf(again.c.id)).toHaveLength(1);
    expect(await stockOf(again.bag.id)).toBe(3);
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.userId, again.c.id), eq(stockMovements.reason, 'order')));
    expect(moves).toHaveLength(2);
  });

  it('without a key, the same cart sent again within seconds is the same order', async () => {
    const { c, address, bag, cart } = await readyCustomer();
    const payload = checkoutPayload(cart, address.id, 789.98);
    const both = await Promise.all([checkout(c, payload), checkout(c, payload)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = both.map((r) => json<{ data: Order }>(r).data.orderId);
    expect(a).toBe(b);
    const third = await checkout(c, payload);
    expect(third.statusCode).toBe(200);
    expect(json<{ data: Order }>(third).data.orderId).toBe(a);
    expect(await ordersOf(c.id)).toHaveLength(1);
    expect(await stockOf(bag.id)).toBe(3);
    // Once the window has passed the cart is simply empty: no second order either.
    t.clock.advance(11_000);
    const late = await checkout(c, payload);
    expectMessage(late, 400, 'Votre panier est vide');
    expect(await ordersOf(c.id)).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const { c, address, cart } = await readyCustomer();
    const res = await checkout(c, checkoutPayload(cart, address.id, 789.98), 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(await ordersOf(c.id)).toEqual([]);
  });

  it('answers 503 for online payment', async () => {
    const c = await createCustomer(t.deps);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: c.auth,
      payload: {},
    });
    expectRefusal(res, 503, 'UNAVAILABLE', 'Paiement en ligne temporairement indisponible');
  });
});

describe('my orders', () => {
  it('lists the customer’s own orders newest first, and shows one in detail to its owner only', async () => {
    const { c, address, cart } = await readyCustomer();
    const first = json<{ data: Order }>(
      await checkout(c, checkoutPayload(cart, address.id, 789.98)),
    ).data;
    const p = await createProduct(t.deps, { name: 'Bague Argent', price: 120 });
    const cart2 = await fillCart(c, [[p, 1]]);
    t.clock.advance(1000);
    const second = json<{ data: Order }>(
      await checkout(c, checkoutPayload(cart2, address.id, 120)),
    ).data;
    const stranger = await readyCustomer();
    await checkout(stranger.c, checkoutPayload(stranger.cart, stranger.address.id, 789.98));

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/order-list',
      headers: c.auth,
    });
    expect(res.statusCode).toBe(200);
    const list = json<{ data: Order[] }>(res).data;
    expect(list.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(list[1]!.items).toHaveLength(2);
    expect(list[0]).toMatchObject({
      totalAmt: 120,
      items: [{ product_details: { name: 'Bague Argent' } }],
    });

    for (const ref of [first.orderId, first._id]) {
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/order/details?orderId=${ref}`,
        headers: c.auth,
      });
      expect(own.statusCode).toBe(200);
      expect(json<{ data: Order }>(own).data.orderId).toBe(first.orderId);
      const foreign = await t.app.inject({
        method: 'GET',
        url: `/api/order/details?orderId=${ref}`,
        headers: stranger.c.auth,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Sac Tissé');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/order/details',
      headers: c.auth,
    });
    expect(missing.statusCode).toBe(400);
    const theirs = json<{ data: Order[] }>(
      await t.app.inject({ method: 'GET', url: '/api/order/order-list', headers: stranger.c.auth }),
    ).data;
    expect(theirs.map((o) => o.orderId)).not.toContain(first.orderId);
  });

  it('refuses a visitor with 401 on every order call', async () => {
    const calls = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/order/cash-on-delivery', payload: {} }),
      t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/order/order-list' }),
      t.app.inject({ method: 'GET', url: '/api/order/details?orderId=ORD-x' }),
    ]);
    for (const res of calls) expect(res.statusCode).toBe(401);
  });
});
