import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS } from '@zina/shared/message-texts';
import type { MessageTemplate } from '@zina/shared/schemas/message-templates';
import { messageJobs } from '../../db/schema';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { ADMIN, createTestApp, json, loginAs, type TestApp } from '@test/test-app';
import { orderKit } from '@test/kits/order-test-kit';

/** A local stand-in for WhatsApp's Cloud API: it answers as Graph does and keeps what it got. */
async function cloudApi() {
  const got: Array<{ url: string; auth: string; body: Record<string, unknown> }> = [];
  let failNext = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      res.setHeader('content-type', 'application/json');
      if (failNext > 0) {
        failNext--;
        res.statusCode = 503;
        res.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', code: 2 } }));
        return;
      }
      got.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.${got.length}` }],
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    got,
    failOnce: () => void (failNext = 1),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('messages to customers, through the dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes an order’s « reçue » message with its confirmation link, once, after the order commits', async () => {
    const kit = orderKit(t);
    const c = await createCustomer(t.deps);
    const bag = await createProduct(t.deps, { name: 'Sac brodé', price: 300, stock: 10 });
    const order = await kit.placeOrder(c, [[bag, 1]], { telephone: '0661112233', ville: 'Fès' });
    expect(await t.sendQueuedMessages()).toBe(1);
    expect(await t.sendQueuedMessages()).toBe(0);
    const dir = join(t.dataDir, 'messages');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const sent = files.map(
      (f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>,
    );
    const mine = sent.find((m) => m.orderId === order.orderId)!;
    expect(mine).toMatchObject({ to: '+212661112233', template: 'order_received' });
    expect(mine.text).toContain(order.label);
    expect(mine.text).toMatch(/\/commande\/confirmer\/[^\s]+/);
    expect(mine.text).toContain('Salam');

    // Unanswered at the desk: « nous n'avons pas pu vous joindre », with the link again.
    const admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
    const call = await t.app.inject({
      method: 'POST',
      url: '/api/order/admin/call-attempt',
      headers: admin,
      payload: { orderId: order.orderId, outcome: 'no_answer' },
    });
    expect(call.statusCode, call.body).toBe(200);
    expect(await t.sendQueuedMessages()).toBe(1);
    const again = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>)
      .find((m) => m.template === 'no_answer')!;
    expect(again.text).toContain('n’avons pas pu vous joindre');
    expect(again.text).toContain('/commande/confirmer/');
  });

  it('sends nothing to a phone that said STOP', async () => {
    const staff = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/messages/opt-out',
      headers: staff,
      payload: { phone: '0662223344' },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const kit = orderKit(t);
    const c = await createCustomer(t.deps);
    const ring = await createProduct(t.deps, { name: 'Bague', price: 90, stock: 10 });
    const order = await kit.placeOrder(c, [[ring, 1]], { telephone: '0662223344' });
    const jobs = await t.deps.db
      .select()
      .from(messageJobs)
      .where(eq(messageJobs.orderId, order.orderId));
    expect(jobs).toEqual([]);
  });

  it('sends a text as the shop edited it, refuses a value it cannot fill, and resets it', async () => {
    const admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
    const templates = async (headers = admin) =>
      t.app.inject({ method: 'GET', url: '/api/messages/templates', headers });
    const list = json<{ data: MessageTemplate[] }>(await templates()).data;
    expect(list.map((m) => m.event)).toEqual([...MESSAGE_EVENTS]);
    const received = list.find((m) => m.event === 'order_received')!;
    expect(received).toMatchObject({ custom: false, text: received.defaultText });
    expect(received.placeholders).toEqual(expect.arrayContaining(['nom', 'commande', 'lien']));

    const put = (text: string, headers = admin) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/messages/templates/order_received',
        headers,
        payload: { text },
      });
    const bad = await put('Bonjour {nom}, code promo {promo}');
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toContain('{promo}');
    expect((await put('   ')).statusCode).toBe(400);
    const customer = await createCustomer(t.deps);
    expect((await put('Bonjour {nom}', customer.auth)).statusCode).toBe(403);

    // Queued before the edit, sent after it: it leaves as edited, its values filled.
    const kit = orderKit(t);
    const belt = await createProduct(t.deps, { name: 'Ceinture', price: 120, stock: 10 });
    const order = await kit.placeOrder(customer, [[belt, 1]], { telephone: '0663334455' });
    const saved = await put('Marhba {nom} ! Commande {commande} : confirmez ici {lien}');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: MessageTemplate }>(saved).data).toMatchObject({ custom: true });
    await t.sendQueuedMessages();
    const dir = join(t.dataDir, 'messages');
    const sent = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>)
      .find((m) => m.orderId === order.orderId)!;
    expect(sent.text).toMatch(
      new RegExp(
        `^Marhba ${customer.name} ! Commande ${order.label} : confirmez ici \\S+/commande/confirmer/\\S+$`,
      ),
    );

    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/messages/templates/order_received',
      headers: admin,
    });
    expect(json<{ data: MessageTemplate }>(reset).data).toMatchObject({
      custom: false,
      text: received.defaultText,
    });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/messages/templates/inconnu',
          headers: admin,
          payload: { text: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('messages through the WhatsApp Cloud API', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof cloudApi>>;
  const secret = 'app-secret-for-webhooks';
  beforeAll(async () => {
    api = await cloudApi();
    t = await createTestApp({
      env: {
        MESSAGE_PROVIDER: 'whatsapp',
        WHATSAPP_TOKEN: 'token-123',
        WHATSAPP_PHONE_ID: '1099',
        WHATSAPP_API_URL: api.url,
        WHATSAPP_APP_SECRET: secret,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('sends template messages with the business token, and tries again when the API fails', async () => {
    const kit = orderKit(t);
    const admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
    const c = await createCustomer(t.deps);
    const watch = await createProduct(t.deps, { name: 'Montre', price: 500, stock: 10 });
    const order = await kit.placeOrder(c, [[watch, 1]], { telephone: '0677889900' });
    api.failOnce();
    expect(await t.sendQueuedMessages()).toBe(1);
    const [waiting] = await t.deps.db
      .select()
      .from(messageJobs)
      .where(eq(messageJobs.orderId, order.orderId));
    expect(waiting!.sentAt).toBeNull();
    expect(waiting!.lastError).toContain('WhatsApp 503');
    t.clock.advance(60_000);
    expect(await t.sendQueuedMessages()).toBe(1);
    const first = api.got.at(-1)!;
    expect(first.url).toBe('/v21.0/1099/messages');
    expect(first.auth).toBe('Bearer token-123');
    expect(first.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '212677889900',
      type: 'template',
    });
    expect(JSON.stringify(first.body)).toContain('/commande/confirmer/');

    // Shipped: the carrier's tracking number and link reach the customer.
    await kit.setStatus(admin, order.orderId, 'confirmed');
    const ship = await t.app.inject({
      method: 'PUT',
      url: '/api/order/admin/shipment',
      headers: admin,
      payload: { orderId: order.orderId, carrier: 'amana', trackingNumber: 'AM555MA' },
    });
    expect(ship.statusCode, ship.body).toBe(200);
    await t.sendQueuedMessages();
    const shipped = api.got.at(-1)!;
    expect(JSON.stringify(shipped.body)).toContain('AM555MA');
    expect(JSON.stringify(shipped.body)).toContain('zina_shipped');
  });

  it('opts a phone out when its owner writes STOP, from a webhook signed by Meta only', async () => {
    const body = JSON.stringify({
      entry: [
        { changes: [{ value: { messages: [{ from: '212655443322', text: { body: 'STOP' } }] } }] },
      ],
    });
    const sign = (key: string) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload: body,
      });
    expect((await post(sign('not-the-secret'))).statusCode).toBe(401);
    expect((await post(sign(secret))).statusCode).toBe(200);
    const kit = orderKit(t);
    const c = await createCustomer(t.deps);
    const belt = await createProduct(t.deps, { name: 'Ceinture', price: 80, stock: 10 });
    const order = await kit.placeOrder(c, [[belt, 1]], { telephone: '0655443322' });
    const jobs = await t.deps.db
      .select()
      .from(messageJobs)
      .where(eq(messageJobs.orderId, order.orderId));
    expect(jobs).toEqual([]);
    expect(existsSync(join(t.dataDir, 'messages'))).toBe(false);
  });
});

/** A local stand-in for a Twilio-compatible SMS API: it answers as Twilio does and keeps what it got. */
async function smsApi() {
  const got: Array<{ url: string; auth: string; form: URLSearchParams }> = [];
  let failNext = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      res.setHeader('content-type', 'application/json');
      if (failNext > 0) {
        failNext--;
        res.statusCode = 429;
        res.end(JSON.stringify({ code: 20429, message: 'Too Many Requests', status: 429 }));
        return;
      }
      got.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', form });
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          sid: `SM${got.length}`,
          status: 'queued',
          to: form.get('To'),
          body: form.get('Body'),
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    got,
    failOnce: () => void (failNext = 1),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('messages by SMS (a Twilio-compatible API)', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof smsApi>>;
  beforeAll(async () => {
    api = await smsApi();
    t = await createTestApp({
      env: {
        MESSAGE_PROVIDER: 'sms',
        SMS_ACCOUNT_SID: 'AC0123',
        SMS_AUTH_TOKEN: 'sms-token',
        SMS_FROM: 'ZINA',
        SMS_API_URL: api.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('sends the text with the account’s credentials, and tries again when the API refuses', async () => {
    const kit = orderKit(t);
    const c = await createCustomer(t.deps);
    const watch = await createProduct(t.deps, { name: 'Montre dorée', price: 450, stock: 5 });
    api.failOnce();
    const order = await kit.placeOrder(c, [[watch, 1]], { telephone: '0664445566' });
    await t.sendQueuedMessages();
    expect(api.got).toHaveLength(0);
    const [job] = await t.deps.db
      .select()
      .from(messageJobs)
      .where(eq(messageJobs.orderId, order.orderId));
    expect(job!.sentAt).toBeNull();
    expect(job!.lastError).toContain('SMS 429');

    t.clock.advance(10 * 60_000);
    await t.sendQueuedMessages();
    expect(api.got).toHaveLength(1);
    const [sms] = api.got;
    expect(sms!.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(sms!.auth).toBe(`Basic ${Buffer.from('AC0123:sms-token').toString('base64')}`);
    expect(sms!.form.get('To')).toBe('+212664445566');
    expect(sms!.form.get('From')).toBe('ZINA');
    expect(sms!.form.get('Body')).toContain(order.label);
    expect(sms!.form.get('Body')).toMatch(/\/commande\/confirmer\//);
  });

  it('will not start without its credentials', async () => {
    await expect(
      createTestApp({ env: { MESSAGE_PROVIDER: 'sms', SMS_ACCOUNT_SID: 'AC0123' } }),
    ).rejects.toThrow(/SMS_AUTH_TOKEN et SMS_FROM sont requis/);
  });
});
