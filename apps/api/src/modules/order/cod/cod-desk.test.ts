import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPagePath } from '@zina/shared/page-paths';
import { COD_MSG, type Confirmation } from '@zina/shared/schemas/cod';
import type { Order } from '@zina/shared/schemas/order';
import { SHIPMENT_MSG } from '@zina/shared/schemas/shipment';
import { orders, orderStatusChanges } from '../../../db/schema';
import { phoneRisk } from './confirmations';
import { loggableUrl } from '../../../lib/logging';
import { createAddress, createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { json, secondProcess } from '@test/test-app';
import { orderAdminSuite, type TestProduct } from '@test/kits/order-test-kit';

// Tests move the clock by hours and days (call-backs, duplicates, expiry): sessions outlast it.
const { t, admin, kit } = orderAdminSuite({ env: { ACCESS_TOKEN_TTL: String(10 * 86400) } });
let customer: Customer;
let bag: TestProduct;
beforeAll(async () => {
  customer = await createCustomer(t.deps, { name: 'Nadia Alaoui' });
  bag = await createProduct(t.deps, { name: 'Sac cabas en cuir', price: 450, stock: 100 });
});

let phoneCount = 0;
/** A phone no other test uses: history and duplicates are by phone. */
const freshPhone = () => `+21266${String(1_000_000 + ++phoneCount * 7919).slice(-7)}`;

const order = (telephone = freshPhone(), ville = 'Fès', qty = 1) =>
  kit.placeOrder(customer, [[bag, qty]], { telephone, ville });

const queue = async (): Promise<Confirmation[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/order/admin/confirmations',
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Confirmation[] }>(res).data;
};
const inQueue = async (o: Order) => (await queue()).find((q) => q.orderId === o.orderId);

const attempt = (orderId: string, outcome: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/admin/call-attempt',
    headers: admin,
    payload: { orderId, outcome, ...extra },
  });
const setStatus = (orderId: string, order_status: string) =>
  kit.setStatus(admin, orderId, order_status);
const rowOf = async (o: Order) =>
  (await t.deps.db.select().from(orders).where(eq(orders.id, o._id)))[0]!;

describe('the confirmation queue', () => {
  it('lists a new order with a WhatsApp link to its phone naming it, its items and total', async () => {
    const phone = freshPhone();
    const o = await order(phone, 'Fès', 2);
    const q = await inQueue(o);
    expect(q).toMatchObject({
      _id: o._id,
      label: o.label,
      city: 'Fès',
      address: expect.any(String),
      phone,
      totalAmt: o.totalAmt,
      items: [{ name: 'Sac cabas en cuir', quantity: 2 }],
      attempts: [],
      nextCallAt: null,
      duplicateOf: null,
      blocked: false,
      customerName: 'Nadia Alaoui',
      customer: { orders: 0, delivered: 0, returned: 0, refused: 0, cancelled: 0, risk: 'none' },
    });
    expect(q!.whatsappUrl).toMatch(new RegExp(`^https://wa\\.me/${phone.slice(1)}\\?text=`));
    const message = decodeURIComponent(q!.whatsappUrl.split('text=')[1]!);
    expect(message).toContain(o.label);
    expect(message).toContain(o.orderId);
    expect(message).toContain(q!.address);
    expect(message).toContain('Sac cabas en cuir × 2');
    expect(message).toContain('Nadia Alaoui');
  });

  it('puts due call-backs first, new orders oldest first, call-backs to come last', async () => {
    const [a, b, c] = [await order(), await order(), await order()];
    const inTwoHours = new Date(t.clock.now().getTime() + 2 * 3600e3).toISOString();
    expect((await attempt(a.orderId, 'callback', { callbackAt: inTwoHours })).statusCode).toBe(200);
    const ids = (await queue()).map((q) => q._id);
    expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(c._id));
    expect(ids.indexOf(c._id)).toBeLessThan(ids.indexOf(a._id));
    t.clock.advance(3 * 3600e3);
    expect((await queue())[0]!._id).toBe(a._id);
  });

  it('is answered with every pending order counted, and refuses customers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/admin/confirmations?limit=1',
      headers: admin,
    });
    const body = json<{ data: unknown[]; totalCount: number }>(res);
    expect(body.data).toHaveLength(1);
    const pending = await t.deps.db.$count(orders, eq(orders.orderStatus, 'pending'));
    expect(pending).toBeGreaterThan(1);
    expect(body.totalCount).toBe(pending);
    for (const [method, url] of [
      ['GET', '/api/order/admin/confirmations'],
      ['POST', '/api/order/admin/call-attempt'],
      ['GET', '/api/order/admin/blocked-phones'],
      ['PUT', '/api/order/admin/shipment'],
      ['GET', '/api/order/admin/cod-settings'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: customer.auth, payload: {} });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('call outcomes', () => {
  it('cancels the order at the third unanswered call and puts its stock back', async () => {
    const before = await kit.stockOf(bag.id);
    const o = await order(freshPhone(), 'Tanger', 3);
    expect(await kit.stockOf(bag.id)).toBe(before - 3);
    for (const note of ['essai 1', 'essai 2']) {
      expect((await attempt(o.orderId, 'no_answer', { note })).statusCode).toBe(200);
      expect((await rowOf(o)).orderStatus).toBe('pending');
      // Unanswered, it waits COD_RETRY_MINUTES before it comes back (issue 46).
      const wait = (await rowOf(o)).nextCallAt!.getTime() - t.clock.now().getTime();
      expect(wait).toBeGreaterThan(t.deps.config.codRetryMs - 5000);
      expect(wait).toBeLessThanOrEqual(t.deps.config.codRetryMs);
      t.clock.advance(t.deps.config.codRetryMs + 1000);
    }
    const third = await attempt(o.orderId, 'no_answer');
    expect(json<{ data: { order_status: string } }>(third).data.order_status).toBe('cancelled');
    expect(await kit.stockOf(bag.id)).toBe(before);
    expect(await inQueue(o)).toBeUndefined();
    expect((await rowOf(o)).codOutcome).toBe('no_answer');
  });

  it('keeps a call-back pending until its hour, then a yes confirms it', async () => {
    const o = await order();
    const missing = await attempt(o.orderId, 'callback');
    expect(missing.statusCode).toBe(400);
    expect(json<{ message: string }>(missing).message).toContain(COD_MSG.callbackRequired);
    const past = new Date(t.clock.now().getTime() - 60e3).toISOString();
    const late = await attempt(o.orderId, 'callback', { callbackAt: past });
    expect(late.statusCode).toBe(400);
    expect(json<{ message: string }>(late).message).toBe(COD_MSG.callbackInPast);

    const at = new Date(t.clock.now().getTime() + 3600e3).toISOString();
    await attempt(o.orderId, 'callback', { callbackAt: at, note: 'Après le travail' });
    const q = await inQueue(o);
    expect(q?.nextCallAt).toBe(at);
    expect(q?.attempts).toMatchObject([
      { outcome: 'callback', note: 'Après le travail', callbackAt: at, by: 'Admin Zina' },
    ]);

    const yes = await attempt(o.orderId, 'confirmed');
    expect(json<{ data: { order_status: string } }>(yes).data.order_status).toBe('confirmed');
    const row = await rowOf(o);
    expect(row).toMatchObject({
      orderStatus: 'confirmed',
      codOutcome: 'confirmed',
      nextCallAt: null,
    });
    expect(row.confirmedAt).not.toBeNull();
    expect(await inQueue(o)).toBeUndefined();
    // The change is in the order's history, by the agent.
    const changes = await t.deps.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, o._id));
    expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([['pending', 'confirmed']]);

    const again = await attempt(o.orderId, 'no_answer');
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(COD_MSG.notPending);
    const attempts = await t.app.inject({
      method: 'GET',
      url: `/api/order/admin/attempts?orderId=${o.orderId}`,
      headers: admin,
    });
    expect(json<{ data: Array<{ outcome: string }> }>(attempts).data.map((a) => a.outcome)).toEqual(
      ['callback', 'confirmed'],
    );
  });

  it.each(['refused', 'wrong_number', 'duplicate'])(
    'cancels on %s, stock back',
    async (outcome) => {
      const before = await kit.stockOf(bag.id);
      const o = await order();
      await attempt(o.orderId, outcome);
      expect(await rowOf(o)).toMatchObject({ orderStatus: 'cancelled', codOutcome: outcome });
      expect(await kit.stockOf(bag.id)).toBe(before);
    },
  );

  it('refuses an unknown outcome or order in French, changing nothing', async () => {
    const o = await order();
    const bad = await attempt(o.orderId, 'teleported');
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toContain(COD_MSG.badOutcome);
    expect(await inQueue(o)).toMatchObject({ attempts: [] });
    expect((await attempt('ORD-inconnue', 'confirmed')).statusCode).toBe(404);
  });
});

describe("the customer's phone", () => {
  it('flags a second order from the same phone within a day as a duplicate', async () => {
    const phone = freshPhone();
    const a = await order(phone);
    const b = await order(phone);
    expect(await inQueue(b)).toMatchObject({ duplicateOf: a._id, duplicateOfLabel: a.label });
    expect((await inQueue(a))?.duplicateOf).toBeNull();
    t.clock.advance(25 * 3600e3);
    const c = await order(phone);
    expect((await inQueue(c))?.duplicateOf).toBeNull();
  });

  it("shows the phone's delivered, returned, refused and cancelled orders", async () => {
    const phone = freshPhone();
    const [a, b, c] = [await order(phone), await order(phone), await order(phone)];
    await attempt(a.orderId, 'confirmed');
    expect((await setStatus(a.orderId, 'delivered')).statusCode).toBe(200);
    await attempt(b.orderId, 'confirmed');
    await setStatus(b.orderId, 'retourné');
    await attempt(c.orderId, 'refused');
    const next = await order(phone);
    // A refusal counts once, as refused (issue 46); 2 of 3 came back or were refused: red.
    expect((await inQueue(next))?.customer).toEqual({
      orders: 3,
      delivered: 1,
      returned: 1,
      refused: 1,
      cancelled: 0,
      risk: 'red',
    });
  });

  it('warns amber, then red, as returns and refusals grow among a phone’s orders', () => {
    const h = (orders: number, returned: number, refused: number) =>
      phoneRisk({
        orders,
        delivered: orders - returned - refused,
        returned,
        refused,
        cancelled: 0,
      });
    expect(h(0, 0, 0)).toBe('none');
    expect(h(1, 1, 0)).toBe('none');
    expect(h(8, 1, 1)).toBe('amber');
    expect(h(12, 4, 2)).toBe('red');
    expect(h(20, 2, 0)).toBe('none');
  });

  it('flags blocked phones, and refuses them at checkout when the shop says so', async () => {
    const phone = freshPhone();
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/order/admin/blocked-phones',
      headers: admin,
      payload: { phone: `0${phone.slice(4)}`, reason: 'Colis refusés' },
    });
    expect(json<{ data: unknown }>(blocked).data).toMatchObject({
      phone,
      reason: 'Colis refusés',
      by: 'Admin Zina',
    });
    const o = await order(phone);
    expect((await inQueue(o))?.blocked).toBe(true);

    const settings = { whatsappTemplate: 'Bonjour {nom}', refuseBlockedAtCheckout: true };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/cod-settings',
      headers: admin,
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    const refused = await placeRaw(phone);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(COD_MSG.blockedAtCheckout);

    await t.app.inject({
      method: 'DELETE',
      url: '/api/order/admin/blocked-phones',
      headers: admin,
      payload: { phone },
    });
    const other = await order(phone);
    expect((await inQueue(other))?.whatsappUrl).toMatch(/text=Bonjour%20Nadia%20Alaoui$/);
    await t.app
      .inject({
        method: 'PUT',
        url: '/api/order/admin/cod-settings',
        headers: admin,
        payload: { ...settings, whatsappTemplate: '' },
      })
      .then((r) => expect(r.statusCode).toBe(400));
  });
});

describe('the queue every agent shares', () => {
  /** Changes an order beside the API: only a kept answer explains a queue that does not follow. */
  const setCityInTable = (o: Order, city: string) =>
    t.deps.db.update(orders).set({ deliveryVille: city }).where(eq(orders.id, o._id));

  it('is kept until a write through the desk, then read afresh', async () => {
    const phone = freshPhone();
    const o = await order(phone, 'Safi');
    expect((await inQueue(o))?.city).toBe('Safi');
    await setCityInTable(o, 'Salé');
    expect((await inQueue(o))?.city).toBe('Safi');

    const refused = await attempt(o.orderId, 'callback');
    expect(refused.statusCode).toBe(400); // a refused write changes nothing, and keeps it
    expect((await inQueue(o))?.city).toBe('Safi');

    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/order/admin/blocked-phones',
      headers: admin,
      payload: { phone },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await inQueue(o)).toMatchObject({ city: 'Salé', blocked: true });
  });

  it('shows a new template, a status set in the orders page and a new order at once', async () => {
    const o = await order();
    const template = 'Marhba {nom}, commande {commande}';
    expect((await inQueue(o))?.whatsappUrl).not.toContain('Marhba');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/cod-settings',
      headers: admin,
      payload: { whatsappTemplate: template, refuseBlockedAtCheckout: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await inQueue(o))?.whatsappUrl).toContain('Marhba');

    expect((await setStatus(o.orderId, 'confirmed')).statusCode).toBe(200);
    expect(await inQueue(o)).toBeUndefined();
    const next = await order();
    expect(await inQueue(next)).toBeDefined();
  });
});

// Two processes: each keeps its own answer; PostgreSQL's NOTIFY carries the invalidations.
describe.runIf(process.env.DATABASE_URL)('the queue across processes', () => {
  const other = secondProcess(t);

  it("a call recorded through one process leaves the other's queue at once", async () => {
    const o = await order();
    const queueOf = async (app: FastifyInstance) =>
      json<{ data: Confirmation[] }>(
        await app.inject({ method: 'GET', url: '/api/order/admin/confirmations', headers: admin }),
      ).data.map((q) => q._id);
    expect(await queueOf(other.app)).toContain(o._id);
    expect((await attempt(o.orderId, 'confirmed')).statusCode).toBe(200);
    await expect.poll(() => queueOf(other.app)).not.toContain(o._id);
  });
});

/** A checkout the test expects to be refused: the answer, whatever its status. */
async function placeRaw(telephone: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/create',
    headers: customer.auth,
    payload: { productId: bag.id },
  });
  const cart = json<{ data: Array<{ _id: string; quantity: number }> }>(
    await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: customer.auth }),
  ).data;
  const address = await createAddress(t.deps, customer.id, { telephone });
  return t.app.inject({
    method: 'POST',
    url: '/api/order/cash-on-delivery',
    headers: customer.auth,
    payload: {
      list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
      addressId: address.id,
      subTotalAmt: bag.salePriceCentimes / 100,
      totalAmt: bag.salePriceCentimes / 100,
    },
  });
}

describe('the e-mail link', () => {
  const linkIn = (o: Order) => {
    const mail = t.outbox().find((m) => m.to === customer.email && m.text.includes(o.orderId));
    const url = /https?:\/\/\S+\/commande\/confirmer\/([A-Za-z0-9._~-]+)/.exec(mail?.text ?? '');
    expect(url, 'no confirmation link in the mail').toBeTruthy();
    expect(mail!.html).toContain(url![0]);
    return url![1]!;
  };
  const confirm = (token: string, decision?: string) =>
    t.app.inject({ method: 'POST', url: '/api/order/confirm', payload: { token, decision } });

  it('shows the order and confirms it once, with no sign-in', async () => {
    const o = await order();
    await t.sendQueuedMail();
    const token = linkIn(o);
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/order/confirm/view',
      payload: { token },
    });
    expect(json<{ data: unknown }>(view).data).toMatchObject({
      orderId: o.orderId,
      order_status: 'pending',
      items: [{ name: 'Sac cabas en cuir', quantity: 1 }],
    });
    // The link's address is a page of the shop (the server answers 404 to unknown addresses).
    expect(isPagePath(`/commande/confirmer/${token}`)).toBe(true);

    expect(await inQueue(o)).toBeDefined();
    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(await inQueue(o)).toBeUndefined();
    expect(json<{ message: string }>(first).message).toBe(COD_MSG.selfConfirmed);
    expect(await rowOf(o)).toMatchObject({
      orderStatus: 'confirmed',
      codOutcome: 'self_confirmed',
    });
    const second = await confirm(token);
    expect(second.statusCode).toBe(409);
    expect(json<{ message: string }>(second).message).toBe(COD_MSG.linkSettled('confirmed'));
    expect(COD_MSG.linkSettled('confirmed')).toContain('déjà confirmée');
  });

  it('cancels with the stock back when the customer says no', async () => {
    const before = await kit.stockOf(bag.id);
    const o = await order();
    await t.sendQueuedMail();
    expect((await confirm(linkIn(o), 'cancel')).statusCode).toBe(200);
    expect(await rowOf(o)).toMatchObject({
      orderStatus: 'cancelled',
      codOutcome: 'self_cancelled',
    });
    expect(await kit.stockOf(bag.id)).toBe(before);
  });

  it('refuses forged, tampered and expired links in French', async () => {
    const o = await order();
    await t.sendQueuedMail();
    const token = linkIn(o);
    const [id, expires, sig] = token.split('.');
    const forged = [
      'x'.repeat(40),
      `${id}.${(parseInt(expires!, 36) + 3600).toString(36)}.${sig}`,
      `${id}.${expires}.${sig!.slice(0, -2)}AA`,
    ];
    for (const bad of forged) {
      const res = await confirm(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(json<{ message: string }>(res).message).toBe(COD_MSG.linkInvalid);
    }
    t.clock.advance(49 * 3600e3);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await rowOf(o)).orderStatus).toBe('pending');
  });

  it("leaves a blocked phone's and a repeat order to the desk: the link does not confirm them", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/cod-settings',
      headers: admin,
      payload: { whatsappTemplate: 'Bonjour {nom}', refuseBlockedAtCheckout: false },
    });
    expect(saved.statusCode).toBe(200);
    const blockedPhone = freshPhone();
    await t.app.inject({
      method: 'POST',
      url: '/api/order/admin/blocked-phones',
      headers: admin,
      payload: { phone: blockedPhone, reason: 'Colis refusés' },
    });
    const repeatPhone = freshPhone();
    const first = await order(repeatPhone);
    const [blocked, repeat] = [await order(blockedPhone), await order(repeatPhone)];
    await t.sendQueuedMail();
    for (const o of [blocked, repeat]) {
      const res = await confirm(linkIn(o), 'confirm');
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ message: string }>(res).message).toBe(COD_MSG.confirmByPhone);
      expect(await rowOf(o)).toMatchObject({ orderStatus: 'pending', confirmLinkUsedAt: null });
      expect(await inQueue(o)).toBeDefined();
    }
    // The first order from the phone is no repeat: its link confirms it.
    expect(json<{ message: string }>(await confirm(linkIn(first))).message).toBe(
      COD_MSG.selfConfirmed,
    );
    // Saying no still works: a cancelled order takes nothing from the desk.
    expect((await confirm(linkIn(blocked), 'cancel')).statusCode).toBe(200);
    expect((await rowOf(blocked)).orderStatus).toBe('cancelled');
  });

  it('keeps the token out of the request log', () => {
    expect(loggableUrl('/commande/confirmer/abc.def.ghi')).toBe('/commande/confirmer/[masqué]');
  });
});

describe('delivery follow-up', () => {
  const ship = (orderId: string, carrier: string, trackingNumber = 'AM123456789MA') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/shipment',
      headers: admin,
      payload: { orderId, carrier, trackingNumber },
    });

  it('ships a confirmed order with its carrier and tracking link', async () => {
    const o = await order();
    expect((await ship(o.orderId, 'amana')).statusCode).toBe(409);
    expect(json<{ message: string }>(await ship(o.orderId, 'amana')).message).toBe(
      SHIPMENT_MSG.notShippable,
    );
    await attempt(o.orderId, 'confirmed');
    expect((await ship(o.orderId, 'la-poste')).statusCode).toBe(400);
    const res = await ship(o.orderId, 'amana');
    const shipped = json<{ data: Order }>(res).data;
    expect(shipped.order_status).toBe('shipped');
    expect(shipped.shipment).toEqual({
      carrier: 'amana',
      trackingNumber: 'AM123456789MA',
      trackingUrl: 'https://www.amana.ma/tracking?code=AM123456789MA',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${o.orderId}`,
      headers: customer.auth,
    });
    expect(json<{ data: Order }>(mine).data.shipment?.carrier).toBe('amana');
    // The customer's « expédiée » mail names the carrier and links to the parcel (issue 46).
    await t.sendQueuedMail();
    const mail = t
      .outbox()
      .find(
        (m) => m.to === customer.email && m.subject === `Votre commande ${o.label} : expédiée`,
      )!;
    expect(mail.text).toContain('Transporteur : Amana, numéro de suivi AM123456789MA');
    expect(mail.text).toContain('https://www.amana.ma/tracking?code=AM123456789MA');
  });
});
