import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoicePage } from '@zina/shared/schemas/invoice';
import type { Order } from '@zina/shared/schemas/order';
import { createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { expectMessage, json } from '@test/test-app';
import { orderAdminSuite } from '@test/kits/order-test-kit';
import { invoiceKit } from '@test/kits/invoice-test-kit';

const { t, admin, kit } = orderAdminSuite();
const { generate } = invoiceKit(t);

const list = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/invoice/admin/all-invoices${query}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<AdminInvoicePage>(res);
};

describe('all invoices (admin)', () => {
  const invoiced: Array<{ c: Customer; order: Order; number: string }> = [];

  beforeAll(async () => {
    const salma = await createCustomer(t.deps, { name: 'Salma Benali', email: 'salma@exemple.ma' });
    const omar = await createCustomer(t.deps, { name: 'Omar Idrissi', email: 'omar@exemple.ma' });
    const bag = await createProduct(t.deps, { price: 150, stock: 50 });
    for (const c of [salma, omar, salma]) {
      const order = await kit.placeOrder(c, [[bag, 1]]);
      // The customer downloads the PDF: the invoice is made then.
      const pdf = await generate(c.auth, order.orderId);
      expect(pdf.statusCode).toBe(200);
      const number = /filename="(FAC-\d{4}-\d{6})\.pdf"/.exec(
        String(pdf.headers['content-disposition']),
      )![1]!;
      invoiced.push({ c, order, number });
      t.clock.advance(1000);
    }
    // An order never invoiced is not listed.
    await kit.placeOrder(omar, [[bag, 1]]);
  });

  it('pages every invoice newest first with its order and customer', async () => {
    const all = await list();
    expect(all).toMatchObject({
      success: true,
      message: 'Liste des factures',
      totalCount: 3,
      totalPages: 1,
      page: 1,
    });
    expect(all.data.map((i) => i.number)).toEqual(invoiced.map((i) => i.number).reverse());
    const last = invoiced[2]!;
    expect(all.data[0]).toEqual({
      _id: expect.any(String),
      number: last.number,
      orderId: last.order.orderId,
      label: last.order.label,
      totalAmt: 150,
      createdAt: expect.any(String),
      customer: { _id: last.c.id, name: 'Salma Benali', email: 'salma@exemple.ma' },
    });
    const p1 = await list('?limit=2');
    expect(p1).toMatchObject({ totalCount: 3, totalPages: 2, page: 1 });
    expect(p1.data).toHaveLength(2);
    const p2 = await list('?limit=2&page=2');
    expect(p2.data.map((i) => i.number)).toEqual([invoiced[0]!.number]);
  });

  it('finds invoices by number, order reference, customer name or e-mail', async () => {
    expect((await list(`?search=${invoiced[1]!.number}`)).data.map((i) => i.number)).toEqual([
      invoiced[1]!.number,
    ]);
    // A whole order reference, in any case.
    const ref = invoiced[0]!.order.orderId;
    for (const text of [ref, ref.toLowerCase(), `ORD-${ref.slice(4).toUpperCase()}`]) {
      const found = await list(`?search=${text}`);
      expect(found.data.map((i) => i.orderId)).toEqual([ref]);
    }
    // Or its label, as people read it (ZN-…).
    const byLabel = await list(`?search=${encodeURIComponent(invoiced[0]!.order.label)}`);
    expect(byLabel.data.map((i) => i.orderId)).toEqual([ref]);
    expect((await list('?search=benali')).totalCount).toBe(2);
    expect((await list('?search=OMAR%40EXEMPLE')).totalCount).toBe(1);
    expect((await list('?search=inconnu')).data).toEqual([]);
    expect((await list('?search=%25')).totalCount).toBe(0);
    expect((await list('?search=')).totalCount).toBe(3);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/invoice/admin/all-invoices?search=${'a'.repeat(101)}`,
      headers: admin,
    });
    expectMessage(long, 400, 'La recherche ne doit pas dépasser 100 caractères');
  });

  it('lets the admin download any customer’s invoice', async () => {
    const pdf = await generate(admin, invoiced[1]!.order.orderId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(invoiced[1]!.number);
  });
});
