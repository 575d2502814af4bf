import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NewWebhookEndpoint, WebhookDelivery } from '@zina/shared/schemas/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createAddress, createCustomer, createProduct } from '@test/fixtures/shop';
import { delivery, receiver, signedWith } from '@test/fixtures/webhook-receiver';
import { orderKit } from '@test/kits/order-test-kit';
import {
  ADMIN,
  createTestApp,
  json,
  loginAs,
  secondProcess,
  setupTestApp,
  type TestApp,
} from '@test/test-app';

describe('webhooks, with private addresses allowed (a local receiver)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', ORDER_MAX_PENDING: '1' } });
    admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
  });
  afterAll(() => t.close());
  // Each test's endpoints only: another's would get its orders' events too.
  afterEach(() => t.deps.db.delete(webhookEndpoints));

  const addEndpoint = async (url: string, events: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhook/endpoints',
      headers: admin,
      payload: { url, events },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: NewWebhookEndpoint }>(res).data;
  };
  const deliveriesOf = async (endpointId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/webhook/deliveries?endpointId=${endpointId}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: WebhookDelivery[] }>(res).data;
  };

  it('sends order.created then order.confirmed, in order and signed with the endpoint’s secret', async () => {
    const rx = await receiver();
    try {
      const endpoint = await addEndpoint(rx.url, ['order.created', 'order.confirmed']);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      const kit = orderKit(t);
      const bag = await createProduct(t.deps, { name: 'Sac tressé', price: 250, stock: 5 });
      const order = await kit.placeOrder(await createCustomer(t.deps), [[bag, 1]], delivery());
      const call = await t.app.inject({
        method: 'POST',
        url: '/api/order/admin/call-attempt',
        headers: admin,
        payload: { orderId: order.orderId, outcome: 'confirmed' },
      });
      expect(call.statusCode, call.body).toBe(200);

      // The confirmation waits while the creation is pending: one run sends the first only.
      expect(await t.app.sendDueWebhooks()).toBe(1);
      expect(await t.app.sendDueWebhooks()).toBe(1);
      expect(await t.app.sendDueWebhooks()).toBe(0);
      expect(rx.got.map((d) => d.body.type)).toEqual(['order.created', 'order.confirmed']);
      for (const d of rx.got) {
        expect(signedWith(endpoint.secret, d)).toBe(true);
        expect(d.headers['content-type']).toBe('application/json');
        expect(Math.abs(Number(d.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(
          60,
        );
        expect(d.body.data).toMatchObject({
          _id: order._id,
          orderId: order.orderId,
          label: order.label,
        });
      }
      expect(rx.got[1]!.body.data.status).toBe('confirmed');
      expect(rx.got[0]!.body.data.total).toBe(order.totalAmt);
      const listed = await deliveriesOf(endpoint._id);
      expect(listed.map((d) => [d.event, d.status, d.attempts])).toEqual([
        ['order.confirmed', 'sent', 1],
        ['order.created', 'sent', 1],
      ]);
    } finally {
      await rx.close();
    }
  });

  it('tries a delivery again after a 500, with the same webhook-id, and replays one on demand', async () => {
    const rx = await receiver((n) => (n === 1 ? 500 : 200));
    try {
      const endpoint = await addEndpoint(rx.url, ['order.created']);
      const kit = orderKit(t);
      const ring = await createProduct(t.deps, { name: 'Bague', price: 90, stock: 5 });
      await kit.placeOrder(await createCustomer(t.deps), [[ring, 1]], delivery());
      expect(await t.app.sendDueWebhooks()).toBe(1);
      const [failed] = await deliveriesOf(endpoint._id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
      const wait = Date.parse(failed!.nextAttemptAt!) - t.clock.now().getTime();
      expect(wait).toBeGreaterThan(5_000);
      expect(wait).toBeLessThan(30_000);
      expect(await t.app.sendDueWebhooks()).toBe(0);

      t.clock.advance(wait + 1000);
      expect(await t.app.sendDueWebhooks()).toBe(1);
      expect(rx.got).toHaveLength(2);
      expect(rx.got[1]!.headers['webhook-id']).toBe(rx.got[0]!.headers['webhook-id']);
      expect(rx.got[1]!.raw.equals(rx.got[0]!.raw)).toBe(true);
      const [sent] = await deliveriesOf(endpoint._id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastStatus: 200 });

      const replay = await t.app.inject({
        method: 'POST',
        url: `/api/webhook/deliveries/${sent!._id}/replay`,
        headers: admin,
      });
      expect(replay.statusCode, replay.body).toBe(200);
      expect(json<{ data: WebhookDelivery }>(replay).data.status).toBe('pending');
      expect(await t.app.sendDueWebhooks()).toBe(1);
      expect(rx.got).toHaveLength(3);
      expect(rx.got[2]!.headers['webhook-id']).toBe(sent!._id);
    } finally {
      await rx.close();
    }
  });

  it('sets a delivery aside as failed once a day went by without a 2xx', async () => {
    const rx = await receiver(() => 503);
    try {
      const endpoint = await addEndpoint(rx.url, ['order.created']);
      const kit = orderKit(t);
      const scarf = await createProduct(t.deps, { name: 'Foulard', price: 60, stock: 5 });
      await kit.placeOrder(await createCustomer(t.deps), [[scarf, 1]], delivery());
      expect(await t.app.sendDueWebhooks()).toBe(1);
      t.clock.advance(25 * 60 * 60 * 1000);
      expect(await t.app.sendDueWebhooks()).toBe(1);
      admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
      const [failed] = await deliveriesOf(endpoint._id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastStatus: 503 });
      t.clock.advance(60 * 60 * 1000);
      expect(await t.app.sendDueWebhooks()).toBe(0);
      // A day later the session has lapsed too.
      admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
    } finally {
      await rx.close();
    }
  });

  it('writes no delivery for an order its statement refused (same statement)', async () => {
    const rx = await receiver();
    try {
      const endpoint = await addEndpoint(rx.url, ['order.created']);
      const kit = orderKit(t);
      const belt = await createProduct(t.deps, { name: 'Ceinture', price: 120, stock: 5 });
      const customer = await createCustomer(t.deps);
      await kit.placeOrder(customer, [[belt, 1]], delivery());
      // A second pending order is over ORDER_MAX_PENDING=1: the write statement undoes itself.
      const cart = await kit.fillCart(customer, [[belt, 1]]);
      const refused = await kit.checkout(customer, {
        list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
        addressId: (await createAddress(t.deps, customer.id, {})).id,
        subTotalAmt: 120,
        totalAmt: 120,
      });
      expect(refused.statusCode, refused.body).toBe(409);
      const rows = await t.deps.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint._id));
      expect(rows).toHaveLength(1);
    } finally {
      await rx.close();
    }
  });

  it('tells product.updated with the product’s new price, in the admin’s change', async () => {
    const rx = await receiver();
    try {
      const endpoint = await addEndpoint(rx.url, ['product.updated']);
      const bag = await createProduct(t.deps, { name: 'Cabas', price: 200, stock: 4 });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/product/update-product-details',
        headers: admin,
        payload: { _id: bag.id, price: 180, discount: 10 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await t.app.sendDueWebhooks()).toBe(1);
      expect(rx.got[0]!.body).toMatchObject({
        type: 'product.updated',
        data: { _id: bag.id, name: 'Cabas', price: 180, discount: 10, salePrice: 162, stock: 4 },
      });
      expect(signedWith(endpoint.secret, rx.got[0]!)).toBe(true);
    } finally {
      await rx.close();
    }
  });

  it('tells stock.low once, when an order brings a product to the threshold', async () => {
    const rx = await receiver();
    try {
      await addEndpoint(rx.url, ['stock.low']);
      const kit = orderKit(t);
      // LOW_STOCK_THRESHOLD is 5: 7 → 6 says nothing, 6 → 4 crosses it, 4 → 3 is already below.
      const hat = await createProduct(t.deps, { name: 'Chapeau', price: 70, stock: 7 });
      for (const qty of [1, 2, 1]) {
        await kit.placeOrder(await createCustomer(t.deps), [[hat, qty]], delivery());
      }
      expect(await t.app.sendDueWebhooks()).toBe(1);
      expect(rx.got.map((d) => d.body)).toMatchObject([
        { type: 'stock.low', data: { _id: hat.id, name: 'Chapeau', stock: 4, threshold: 5 } },
      ]);
    } finally {
      await rx.close();
    }
  });

  it('deletes an endpoint with its deliveries', async () => {
    const endpoint = await addEndpoint('http://127.0.0.1:9/gone', ['stock.low']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhook/endpoints/${endpoint._id}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/webhook/endpoints',
      headers: admin,
    });
    const ids = json<{ data: Array<{ _id: string; secret?: string }> }>(list).data;
    expect(ids.map((e) => e._id)).not.toContain(endpoint._id);
    // The secret is shown once, at creation.
    expect(ids.every((e) => e.secret === undefined)).toBe(true);
  });
});

describe('webhooks shared by two processes', () => {
  const t = setupTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  // Its worker runs (polling each second, woken by its own writes), as another process's would.
  secondProcess(t);

  it('sends each delivery once while two workers claim the same queue', async () => {
    const rx = await receiver();
    try {
      const admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhook/endpoints',
        headers: admin,
        payload: { url: rx.url, events: ['order.created'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const kit = orderKit(t);
      const pin = await createProduct(t.deps, { name: 'Broche', price: 40, stock: 50 });
      for (let i = 0; i < 6; i++) {
        await kit.placeOrder(await createCustomer(t.deps), [[pin, 1]], delivery());
        await t.app.sendDueWebhooks();
      }
      for (let waited = 0; rx.got.length < 6 && waited < 10_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 1500));
      const ids = rx.got.map((d) => d.headers['webhook-id']);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    } finally {
      await rx.close();
    }
  });
});
