import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import { orders, products, stockMovements } from '../../../db/schema';
import { createAddress, createCustomer, createProduct } from '@test/fixtures/shop';
import { json, setupTestApp } from '@test/test-app';
import { checkoutPayload, orderKit } from '@test/kits/order-test-kit';

// Real concurrency needs real connections: PGlite has one and runs transactions one by one.
describe.runIf(process.env.DATABASE_URL)('checkout under concurrency (PostgreSQL)', () => {
  const t = setupTestApp();
  const kit = orderKit(t);

  /** A customer with one unit of an 80 MAD product in the cart, and the checkout that buys it. */
  async function oneLineCart() {
    const product = await createProduct(t.deps, { price: 80, stock: 10 });
    const c = await createCustomer(t.deps);
    const address = await createAddress(t.deps, c.id);
    const line = await kit.addToCart(c, product);
    const payload = {
      list_items: [{ _id: line._id, quantity: 1 }],
      addressId: address.id,
      subTotalAmt: 80,
      totalAmt: 80,
    };
    return { product, c, line, payload };
  }

  it('30 customers ordering the last 5 units at once: 5 orders, 25 clear 409, stock 0', async () => {
    const product = await createProduct(t.deps, {
      name: 'Sac Édition Limitée',
      price: 300,
      stock: 5,
    });
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const c = await createCustomer(t.deps);
        const address = await createAddress(t.deps, c.id);
        return { c, address, line: await kit.addToCart(c, product) };
      }),
    );

    const answers = await Promise.all(
      buyers.map(({ c, address, line }) =>
        kit.checkout(c, {
          list_items: [{ _id: line._id, quantity: 1 }],
          addressId: address.id,
          subTotalAmt: 300,
          totalAmt: 300,
        }),
      ),
    );

    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(25);
    for (const r of refused) {
      expect(json(r).message).toBe('« Sac Édition Limitée » est en rupture de stock');
    }

    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(0);
    expect(await t.deps.db.select().from(orders)).toHaveLength(5);
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(moves).toHaveLength(5);
    expect(moves.every((m) => m.reason === 'order' && m.delta === -1)).toBe(true);
    // Each movement saw the stock its predecessor left: no lost or duplicated update.
    expect(moves.map((m) => m.stockAfter).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('the same cart sent six times at once makes one order, the others answer it', async () => {
    const { product, c, payload } = await oneLineCart();

    const answers = await Promise.all(Array.from({ length: 6 }, () => kit.checkout(c, payload)));

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const refs = new Set(answers.map((r) => json<{ data: { orderId: string } }>(r).data.orderId));
    expect(refs.size).toBe(1);
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(9);
  });

  it('one cart sent at once under two keys makes one order; the other is refused, nothing half-written', async () => {
    const { product, c, line, payload } = await oneLineCart();
    // The cart line held by a third party, so that both checkouts read the cart, then meet at
    // its removal: the first removes it, the second must find it gone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select id from cart_items where id = ${line._id} for update`);
      holding();
      await released;
    });
    await held;
    const answers = Promise.all(
      ['tab-a', 'tab-b'].map((k) => kit.checkout(c, payload, `${k}-${c.id}`)),
    );
    for (let i = 0; i < 100; i++) {
      const waiting = (await t.deps.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'transactionid' and not granted`,
      )) as unknown as { rows: Array<{ n: number }> };
      if (waiting.rows[0]!.n >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await holder;

    const [first, second] = (await answers).sort((x, y) => x.statusCode - y.statusCode);
    expect(first!.statusCode).toBe(201);
    expect(second!.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(second!)).toMatchObject({
      code: 'CART_CHANGED',
      message: ORDER_MSG.cartChanged,
    });
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(9);
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(moves).toHaveLength(1);
  });

  it('12 customers buying the same three products, added in different orders, all at once: every order lands', async () => {
    const shelf = await Promise.all(
      [100, 200, 300].map((price) => createProduct(t.deps, { price, stock: 50 })),
    );
    const orders3 = [0, 1, 2, 2, 1, 0, 1, 0, 2, 2, 0, 1];
    const buyers = await Promise.all(
      orders3.map(async (first, i) => {
        const c = await createCustomer(t.deps);
        const address = await createAddress(t.deps, c.id);
        const picks =
          i % 2
            ? [first, (first + 1) % 3, (first + 2) % 3]
            : [first, (first + 2) % 3, (first + 1) % 3];
        const cart = await kit.fillCart(
          c,
          picks.map((k) => [shelf[k]!, 1]),
        );
        return { c, payload: checkoutPayload(cart, address.id, 600) };
      }),
    );

    const answers = await Promise.all(buyers.map(({ c, payload }) => kit.checkout(c, payload)));

    expect(answers.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    for (const p of shelf) expect(await kit.stockOf(p.id)).toBe(50 - buyers.length);
  });
});
