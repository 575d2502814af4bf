import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { DELIVERY_FEES_MSG, type Quote } from '@zina/shared/schemas/delivery-fees';
import type { ExpressPlaced } from '@zina/shared/schemas/express';
import type { Order } from '@zina/shared/schemas/order';
import { createAddress, createCustomer, createProduct } from '@test/fixtures/shop';
import { CUSTOMER, json, loginAs } from '@test/test-app';
import { invoiceKit } from '@test/kits/invoice-test-kit';
import { orderAdminSuite } from '@test/kits/order-test-kit';

const { t, admin, kit } = orderAdminSuite();
const { generate } = invoiceKit(t);

const putFees = (payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/delivery/fees', headers, payload });
const quoteOf = async (productId: string, city: string, quantity = 1) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/quote',
    payload: { items: [{ productId, quantity }], city },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Quote }>(res).data;
};

describe('delivery fees by city', () => {
  it('are free everywhere until the shop sets them; admins only set them, with French refusals', async () => {
    const bag = await createProduct(t.deps, { name: 'Sac plage', price: 200, stock: 50 });
    expect(await quoteOf(bag.id, 'Tanger')).toEqual({
      subTotalAmt: 200,
      deliveryFee: 0,
      totalAmt: 200,
    });
    const customer = (await loginAs(t.app, CUSTOMER.email, CUSTOMER.password)).auth;
    expect((await putFees({ freeAbove: null, cities: [] }, customer)).statusCode).toBe(403);
    const unknown = await putFees({ freeAbove: null, cities: [{ city: 'Atlantis', fee: 10 }] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toContain(DELIVERY_FEES_MSG.cityUnknown);
    expect(
      (await putFees({ freeAbove: null, cities: [{ city: 'Tanger', fee: -5 }] })).statusCode,
    ).toBe(400);

    const saved = await putFees({ freeAbove: 500, cities: [{ city: 'Tanger', fee: 30 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await quoteOf(bag.id, 'Tanger')).toEqual({
      subTotalAmt: 200,
      deliveryFee: 30,
      totalAmt: 230,
    });
    expect((await quoteOf(bag.id, 'Casablanca')).deliveryFee).toBe(0);
    // From the threshold, free.
    expect((await quoteOf(bag.id, 'Tanger', 3)).deliveryFee).toBe(0);
  });

  it('enter the account checkout’s total, its mail and its invoice, as a line of its own', async () => {
    await putFees({ freeAbove: null, cities: [{ city: 'Tanger', fee: 30 }] });
    const c = await createCustomer(t.deps);
    const ring = await createProduct(t.deps, { name: 'Bague corail', price: 150, stock: 20 });
    const cart = await kit.fillCart(c, [[ring, 1]]);
    const address = await createAddress(t.deps, c.id, { ville: 'Tanger' });
    const body = (totalAmt: number) => ({
      list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
      addressId: address.id,
      subTotalAmt: 150,
      totalAmt,
    });
    // The total the shopper saw must be the server's, fee included.
    expect((await kit.checkout(c, body(150))).statusCode).toBe(409);
    const res = await kit.checkout(c, body(180));
    expect(res.statusCode, res.body).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order).toMatchObject({ subTotalAmt: 150, deliveryFee: 30, totalAmt: 180 });
    await t.sendQueuedMail();
    const mail = t.outbox().find((m) => m.to === c.email)!;
    expect(mail.text).toContain(`Livraison : 30,00`);

    const pdf = await generate(c.auth, order.orderId);
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Livraison (Tanger)');
    expect(text).toContain('180,00');
  });

  it('enter the express order’s total', async () => {
    await putFees({ freeAbove: null, cities: [{ city: 'Tanger', fee: 25 }] });
    const belt = await createProduct(t.deps, { name: 'Ceinture tressée', price: 120, stock: 20 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/express',
      payload: {
        items: [{ productId: belt.id, quantity: 2 }],
        name: 'Hind Berrada',
        phone: '0698765432',
        city: 'Tanger',
        address: '4 rue de Fès',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ data: ExpressPlaced }>(res).data.totalAmt).toBe(265);
  });
});
