import { describe, expect, it } from 'vitest';
import { invoiceCounters, invoices } from '../../db/schema';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { setupTestApp } from '@test/test-app';
import { orderKit } from '@test/kits/order-test-kit';
import { invoiceKit } from '@test/kits/invoice-test-kit';

// Real concurrency needs real connections: PGlite has one and runs transactions one by one.
describe.runIf(process.env.DATABASE_URL)('invoice numbers under concurrency (PostgreSQL)', () => {
  const t = setupTestApp();
  const kit = orderKit(t);
  const { generate } = invoiceKit(t);

  it('20 orders invoiced at once, each asked twice: numbers 1..20, no gap, no repeat', async () => {
    const product = await createProduct(t.deps, { name: 'Collier Perles', price: 80, stock: 100 });
    const placed = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = await createCustomer(t.deps);
        return { c, order: await kit.placeOrder(c, [[product, 1]]) };
      }),
    );

    const requests = placed.flatMap(({ c, order }) =>
      [0, 1].map(() => generate(c.auth, order.orderId)),
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
