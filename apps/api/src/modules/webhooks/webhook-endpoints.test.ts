import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { delivery, receiver } from '@test/fixtures/webhook-receiver';
import { orderKit } from '@test/kits/order-test-kit';
import { ADMIN, createTestApp, json, loginAs, type TestApp } from '@test/test-app';

/** Endpoints refused and accepted, and the SSRF guard at sending (no WEBHOOK_ALLOW_PRIVATE). */
describe('webhook endpoints, as a shop without WEBHOOK_ALLOW_PRIVATE', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
  });
  afterAll(() => t.close());

  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/webhook/endpoints', headers, payload });

  it.each([
    [
      'an unknown event',
      { url: 'http://203.0.113.10/hook', events: ['order.teleported'] },
      /Événement inconnu/,
    ],
    ['no event', { url: 'http://203.0.113.10/hook', events: [] }, /au moins un événement/],
    [
      'an ftp:// URL',
      { url: 'ftp://203.0.113.10/hook', events: ['order.created'] },
      /http:\/\/ ou https:\/\//,
    ],
    [
      'a loopback address',
      { url: 'http://127.0.0.1:8080/hook', events: ['order.created'] },
      /réseau privé/,
    ],
    [
      'a private address',
      { url: 'http://10.0.0.5/hook', events: ['order.created'] },
      /réseau privé/,
    ],
    [
      'a private address',
      { url: 'http://192.168.1.20:8080/hook', events: ['order.created'] },
      /réseau privé/,
    ],
    ['IPv6 loopback', { url: 'http://[::1]:9/hook', events: ['order.created'] }, /réseau privé/],
    [
      'IPv4-mapped loopback',
      { url: 'http://[::ffff:127.0.0.1]/hook', events: ['order.created'] },
      /réseau privé/,
    ],
    [
      'link-local',
      { url: 'http://169.254.169.254/latest', events: ['order.created'] },
      /réseau privé/,
    ],
    ['localhost', { url: 'http://localhost:3000/hook', events: ['order.created'] }, /réseau privé/],
    ['0.0.0.0', { url: 'http://0.0.0.0:3000/hook', events: ['order.created'] }, /réseau privé/],
  ])('refuses %s with a French 400', async (_what, payload, message) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(json<{ message: string }>(res).message).toMatch(message);
  });

  it('accepts a public address and lets only admins in', async () => {
    const ok = await create({ url: 'https://203.0.113.10/hook', events: ['order.shipped'] });
    expect(ok.statusCode, ok.body).toBe(201);
    const customer = await createCustomer(t.deps);
    expect(
      (await create({ url: 'https://203.0.113.10/x', events: ['order.created'] }, customer.auth))
        .statusCode,
    ).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/webhook/endpoints',
      headers: customer.auth,
    });
    expect(list.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/webhook/endpoints' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses at sending an endpoint that now leads to a private address', async () => {
    const rx = await receiver();
    try {
      // As if its name resolved to a public address at creation and to this host now.
      const [endpoint] = await t.deps.db
        .insert(webhookEndpoints)
        .values({
          url: rx.url,
          events: ['order.created'],
          secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0',
        })
        .returning();
      const kit = orderKit(t);
      const bag = await createProduct(t.deps, { name: 'Pochette', price: 80, stock: 5 });
      await kit.placeOrder(await createCustomer(t.deps), [[bag, 1]], delivery());
      expect(await t.app.sendDueWebhooks()).toBe(1);
      expect(rx.got).toHaveLength(0);
      const [row] = await t.deps.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint!.id));
      expect(row).toMatchObject({ status: 'pending', lastStatus: null });
      expect(row!.lastError).toMatch(/adresse privée refusée/);
    } finally {
      await rx.close();
    }
  });
});
