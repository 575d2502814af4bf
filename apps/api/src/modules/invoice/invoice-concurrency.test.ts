import { describe, expect, it } from 'vitest';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { Order } from '@zina/shared/schemas/order';
import { invoiceCounters, invoices } from '../../db/schema';
import { createAddress, createCustomer, createProduct } from '../../../test/fixtures/shop';
import { json, setupTestApp } from '../../../test/test-app';

// Real concurrency needs real connections: PGlite has one and runs transactions one by one.
describe.runIf(process.env.DATABASE_URL)('invoice numbers under concurrency (PostgreSQL)', () => {
  const t = setupTestApp();

  it('20 orders invoiced at once, each asked twice: numbers 1..20, no gap, no repeat', async () => {
    const product = await createProduct(t.deps, { name: 'Collier Perles', price: 80, stock: 100 });
    const placed = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = await createCustomer(t.deps);
        const address = await createAddress(t.deps, c.id);
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/cart/create',
          headers: c.auth,
          payload: { productId: product.id },
        });
        const line = json<{ data: CartItem }>(added).data;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/order/cash-on-delivery',
          headers: c.auth,
          payload: {
            list_items: [{ _id: line._id, quantity: 1 }],
            addressId: address.id,
            subTotalAmt: 80,
            totalAmt: 80,
          },
        });
        expect(res.statusCode).toBe(201);
        return { c, order: json<{ data: Order }>(res).data };
      }),
    );

    const requests = placed.flatMap(({ c, order }) =>
      [0, 1].map(() =>
        t.app.inject({
          method: 'GET',
          url: `/api/invoice/generate?orderId=${order.orderId}`,
          headers: c.auth,
        }),
      ),
    );
    const answers = await Promise.all(requests);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const numberOf = (i: number) =>
      /FAC-(\d{4})-(\d{6})/.exec(String(answers[i]!.headers['content-disposition']))!;

    const perOrder = placed.map((_, k) => {
      const [a, b] = [numberOf(2 * k), numberOf(2 * k + 1)];
      expect(a[0]).toBe(b[0]);
      return Number(a[2]);
    });
    expect(perOrder.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const rows = await t.deps.db.select().from(invoices);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
    const [counter] = await t.deps.db.select().from(invoiceCounters);
    expect(counter!.last).toBe(20);
  });
});
