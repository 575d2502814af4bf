import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_MSG, type CartItem } from '@zina/shared/schemas/cart';
import { ORDER_MSG, type Order } from '@zina/shared/schemas/order';
import { pendingHolds } from '../../../db/schema';
import { createAddress, createCustomer, createProduct } from '@test/fixtures/shop';
import { json } from '@test/test-app';
import { checkoutPayload, orderAdminSuite, type TestProduct } from '@test/kits/order-test-kit';

// The cap at its default; the app of every other test file lifts it.
const { t, admin, kit } = orderAdminSuite({ env: { ORDER_MAX_PENDING: '3' } });
let bag: TestProduct;
beforeAll(async () => {
  bag = await createProduct(t.deps, { name: 'Sac seau', price: 200, stock: 500 });
});

let phones = 0;
const freshPhone = () => `+21267${String(1_000_000 + ++phones * 7717).slice(-7)}`;

/** A checkout of `qty` bags to `phone`: the raw answer. */
async function tryOrder(c: Awaited<ReturnType<typeof createCustomer>>, phone: string, qty = 1) {
  const cart = await kit.fillCart(c, [[bag, qty]]);
  const address = await createAddress(t.deps, c.id, { telephone: phone });
  return kit.checkout(c, checkoutPayload(cart, address.id, (bag.salePriceCentimes * qty) / 100));
}
const holds = async (...holders: string[]) =>
  Object.fromEntries(
    (await t.deps.db.select().from(pendingHolds).where(inArray(pendingHolds.holder, holders))).map(
      (r) => [r.holder, r.orders],
    ),
  );
const expectTooMany = (res: Awaited<ReturnType<typeof tryOrder>>) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(json<{ code: string; message: string }>(res)).toMatchObject({
    code: 'TOO_MANY_PENDING',
    message: ORDER_MSG.tooManyPending(3),
  });
};

describe('pending orders per account and per phone', () => {
  it('refuses a new account its fourth pending order, taking no stock, until the desk settles one', async () => {
    const c = await createCustomer(t.deps);
    const placed: Order[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await tryOrder(c, freshPhone());
      expect(res.statusCode, res.body).toBe(201);
      placed.push(json<{ data: Order }>(res).data);
    }
    const before = await kit.stockOf(bag.id);
    expectTooMany(await tryOrder(c, freshPhone()));
    expect(await kit.stockOf(bag.id)).toBe(before);
    // The refused cart is still there to order later.
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: c.auth });
    expect(json<{ data: CartItem[] }>(cart).data).toHaveLength(1);

    expect((await kit.setStatus(admin, placed[0]!.orderId, 'confirmed')).statusCode).toBe(200);
    expect(await holds(`account:${c.id}`)).toEqual({ [`account:${c.id}`]: 2 });
    const address = await createAddress(t.deps, c.id, { telephone: freshPhone() });
    const lines = json<{ data: CartItem[] }>(cart).data;
    const again = await kit.checkout(
      c,
      checkoutPayload(lines, address.id, bag.salePriceCentimes / 100),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('follows the cap an admin saves in the express settings, for account orders too', async () => {
    const save = (maxPending: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/order/admin/express-settings',
        headers: admin,
        payload: { enabled: true, requireCode: false, maxPending },
      });
    expect((await save(2)).statusCode).toBe(200);
    try {
      const c = await createCustomer(t.deps);
      for (let i = 0; i < 2; i++) expect((await tryOrder(c, freshPhone())).statusCode).toBe(201);
      const third = await tryOrder(c, freshPhone());
      expect(third.statusCode).toBe(409);
      expect(json<{ message: string }>(third).message).toBe(ORDER_MSG.tooManyPending(2));
    } finally {
      await save(3);
    }
  });

  it('counts one phone across accounts', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) {
      expect((await tryOrder(await createCustomer(t.deps), phone)).statusCode).toBe(201);
    }
    expectTooMany(await tryOrder(await createCustomer(t.deps), phone));
    expect(await holds(`phone:${phone}`)).toEqual({ [`phone:${phone}`]: 3 });
  });

  it('holds exactly under parallel orders from one phone', async () => {
    const phone = freshPhone();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createCustomer(t.deps)));
    const answers = await Promise.all(buyers.map((b) => tryOrder(b, phone)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await holds(`phone:${phone}`)).toEqual({ [`phone:${phone}`]: 3 });
  });

  it('follows cancellations, returns to pending and deletions', async () => {
    const c = await createCustomer(t.deps);
    const phone = freshPhone();
    const [a, b] = [await tryOrder(c, phone), await tryOrder(c, phone)].map(
      (r) => json<{ data: Order }>(r).data,
    );
    const keys = [`account:${c.id}`, `phone:${phone}`];
    expect(await holds(...keys)).toEqual({ [keys[0]!]: 2, [keys[1]!]: 2 });
    await kit.setStatus(admin, a!.orderId, 'cancelled');
    expect(await holds(...keys)).toEqual({ [keys[0]!]: 1, [keys[1]!]: 1 });
    await kit.setStatus(admin, a!.orderId, 'pending');
    expect(await holds(...keys)).toEqual({ [keys[0]!]: 2, [keys[1]!]: 2 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/order/admin/delete-order',
      headers: admin,
      payload: { orderId: b!.orderId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await holds(...keys)).toEqual({ [keys[0]!]: 1, [keys[1]!]: 1 });
  });
});

describe('units per order', () => {
  it('keeps a cart line at 10 units, whichever way it grows', async () => {
    const c = await createCustomer(t.deps);
    const line = await kit.addToCart(c, bag, 10);
    const add = await kit.addOne(c, bag);
    expect(add.statusCode).toBe(409);
    expect(json<{ message: string }>(add).message).toBe(CART_MSG.lineFull);
    const set = await kit.setQuantity(c, line._id, 11);
    expect(set.statusCode).toBe(400);
    expect(json<{ message: string }>(set).message).toBe('La quantité ne doit pas dépasser 10');
  });

  it('refuses an order of more than 20 units, writing nothing', async () => {
    const c = await createCustomer(t.deps);
    const others = await Promise.all(
      [1, 2].map((i) => createProduct(t.deps, { name: `Ceinture ${i}`, price: 100, stock: 50 })),
    );
    const cart = await kit.fillCart(c, [
      [bag, 8],
      [others[0]!, 8],
      [others[1]!, 8],
    ]);
    const address = await createAddress(t.deps, c.id, { telephone: freshPhone() });
    const total = cart.reduce(
      (s, l) => s + l.quantity * (l.productId!._id === bag.id ? 200 : 100),
      0,
    );
    const before = await kit.stockOf(bag.id);
    const res = await kit.checkout(c, checkoutPayload(cart, address.id, total));
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toBe(ORDER_MSG.tooManyUnits);
    expect(await kit.stockOf(bag.id)).toBe(before);
    expect(await holds(`account:${c.id}`)).toEqual({});
  });
});
