import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@zina/shared/schemas/invoice';
import type { Order } from '@zina/shared/schemas/order';
import { invoiceCounters, invoices } from '../../db/schema';
import { createAddress, createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { ADMIN, json, loginAs, setupTestApp } from '@test/test-app';
import { orderKit } from '@test/kits/order-test-kit';
import { invoiceKit } from '@test/kits/invoice-test-kit';

const t = setupTestApp();
const kit = orderKit(t);

/** A customer with one placed order: 2 × (1 499,90 MAD − 10 %, the 149,99 MAD rounded up to 150) = 2 699,80 MAD. */
async function customerWithOrder(name = 'Salma Benali'): Promise<{ c: Customer; order: Order }> {
  const c = await createCustomer(t.deps, { name });
  const address = await createAddress(t.deps, c.id, {
    adresse: '12 rue de la Kasbah',
    ville: 'Essaouira',
    telephone: '+212661234567',
  });
  const p = await createProduct(t.deps, { name: 'Sac Cuir Fassi', price: 1499.9, discount: 10 });
  const line = await kit.addToCart(c, p, 2);
  const res = await kit.checkout(c, {
    list_items: [{ _id: line._id, quantity: 2 }],
    addressId: address.id,
    subTotalAmt: 2699.8,
    totalAmt: 2699.8,
  });
  expect(res.statusCode).toBe(201);
  return { c, order: json<{ data: Order }>(res).data };
}

const { generate } = invoiceKit(t);

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Africa/Casablanca', year: 'numeric' }).format(
    new Date(),
  ),
);

describe('invoices', () => {
  it('returns a French PDF with the number, lines, VAT, customer and seller mentions', async () => {
    const { c, order } = await customerWithOrder();
    const res = await generate(c.auth, order.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const number = `FAC-${year}-000001`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfText(res);
    const seller = t.deps.config.seller;
    for (const expected of [
      'FACTURE',
      number,
      'Sac Cuir Fassi',
      'Salma Benali',
      c.email,
      '12 rue de la Kasbah',
      'Essaouira',
      '06 61 23 45 67',
      '1.349,90 MAD', // unit price after the discount
      '2.699,80 MAD', // line total, and the total TTC
      'Total HT',
      '2.249,83 MAD', // 2 699,80 ÷ 1,2
      'TVA 20 %',
      '449,97 MAD',
      'Total TTC',
      'Gratuit',
      seller.name,
      seller.ice,
      seller.rc,
      seller.if,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('gives the same order the same number, and the next order the next number', async () => {
    const { c, order } = await customerWithOrder();
    const first = await generate(c.auth, order.orderId);
    const again = await generate(c.auth, order._id);
    expect(first.statusCode).toBe(200);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    const number = /FAC-\d{4}-\d{6}/.exec(String(first.headers['content-disposition']))![0];
    expect(await pdfText(again)).toContain(number);
    expect(
      await t.deps.db.select().from(invoices).where(eq(invoices.orderId, order._id)),
    ).toHaveLength(1);

    const next = await customerWithOrder('Karim Alaoui');
    const res = await generate(next.c.auth, next.order.orderId);
    const seq = (n: string) => Number(n.slice(-6));
    const nextNumber = /FAC-\d{4}-\d{6}/.exec(String(res.headers['content-disposition']))![0];
    expect(seq(nextNumber)).toBe(seq(number) + 1);
    const [counter] = await t.deps.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.year, year));
    expect(counter!.last).toBe(seq(nextNumber));
  });

  it('serves a customer only their own orders; an admin any; a visitor none', async () => {
    const { c, order } = await customerWithOrder();
    const stranger = await createCustomer(t.deps);
    const foreign = await generate(stranger.auth, order.orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
    expect(json(foreign).message).toBe('Commande introuvable');
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.orderId, order._id))).toEqual(
      [],
    );

    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const asAdmin = await generate(admin.auth, order.orderId);
    expect(asAdmin.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    // The invoice belongs to the customer, whoever asked for it first.
    expect(row!.userId).toBe(c.id);
    const own = await generate(c.auth, order.orderId);
    expect(own.headers['content-disposition']).toBe(asAdmin.headers['content-disposition']);

    expect((await generate({}, order.orderId)).statusCode).toBe(401);
    expect((await generate(c.auth, 'ORD-inconnu')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invoice/generate', headers: c.auth }))
        .statusCode,
    ).toBe(400);
  });

  it('invoices no cancelled order; one invoiced before its cancellation keeps its invoice', async () => {
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const { c, order } = await customerWithOrder('Nora Tazi');
    expect((await kit.setStatus(admin.auth, order.orderId, 'cancelled')).statusCode).toBe(200);
    const refused = await generate(c.auth, order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Cette commande a été annulée : elle n’a pas de facture.');
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.orderId, order._id))).toEqual(
      [],
    );
    const other = await customerWithOrder('Omar Tazi');
    expect((await generate(other.c.auth, other.order.orderId)).statusCode).toBe(200);
    await kit.setStatus(admin.auth, other.order.orderId, 'cancelled');
    expect((await generate(other.c.auth, other.order.orderId)).statusCode).toBe(200);
  });

  it('lists the customer’s own invoices', async () => {
    const { c, order } = await customerWithOrder();
    const other = await customerWithOrder('Karim Alaoui');
    await generate(c.auth, order.orderId);
    await generate(other.c.auth, other.order.orderId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/invoice/my-invoices',
      headers: c.auth,
    });
    expect(res.statusCode).toBe(200);
    const list = json<{ data: InvoiceSummary[] }>(res).data;
    expect(list).toEqual([
      {
        _id: expect.any(String),
        number: expect.stringMatching(/^FAC-\d{4}-\d{6}$/),
        orderId: order.orderId,
        label: order.label,
        totalAmt: 2699.8,
        createdAt: expect.any(String),
      },
    ]);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/invoice/my-invoices' });
    expect(visitor.statusCode).toBe(401);
  });
});
