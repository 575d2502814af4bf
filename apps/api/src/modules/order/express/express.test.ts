import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Confirmation } from '@zina/shared/schemas/cod';
import { EXPRESS_MSG, type ExpressPlaced, type TrackedOrder } from '@zina/shared/schemas/express';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import { orders } from '../../../db/schema';
import { loggableUrl } from '../../../lib/logging';
import { createProduct } from '@test/fixtures/shop';
import { json, type TestApp } from '@test/test-app';
import { orderAdminSuite, type TestProduct } from '@test/kits/order-test-kit';

// The cap at its default: the app of every other test file lifts it.
const { t, admin, kit } = orderAdminSuite({ env: { ORDER_MAX_PENDING: '3' } });
let bag: TestProduct;
beforeAll(async () => {
  bag = await createProduct(t.deps, { name: 'Sac bandoulière Agadir', price: 300, stock: 200 });
});

let visitors = 0;
let phones = 0;
const newPhone = () => `06${String(10_000_000 + ++phones * 7919).slice(-8)}`;
const form = (extra: Record<string, unknown> = {}) => ({
  items: [{ productId: bag.id, quantity: 1 }],
  name: 'Nadia Kobatelu',
  phone: newPhone(),
  city: 'Casablanca',
  address: '12 rue Zerktouni, quartier Maarif',
  ...extra,
});
/** A visitor's call, from an address of its own. */
const visit = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers = {},
) =>
  app.app.inject({
    method,
    url,
    payload,
    headers,
    remoteAddress: `10.9.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`,
  });
const express = (body: object, headers = {}) =>
  visit(t, 'POST', '/api/order/express', body, headers);
const tokenOf = (d: ExpressPlaced) => new URL(d.trackUrl).pathname.split('/').at(-1)!;
const setSettings = (body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/order/admin/express-settings',
    headers: admin,
    payload: body,
  });
const queue = async () =>
  json<{ data: Confirmation[] }>(
    await t.app.inject({ method: 'GET', url: '/api/order/admin/confirmations', headers: admin }),
  ).data;

describe('the order without an account', () => {
  it('takes the stock, waits in the desk queue, and answers a private tracking link', async () => {
    const before = await kit.stockOf(bag.id);
    const body = form({ items: [{ productId: bag.id, quantity: 2 }], note: 'Après 18 h' });
    const res = await express(body);
    expect(res.statusCode, res.body).toBe(201);
    const d = json<{ data: ExpressPlaced }>(res).data;
    expect(d).toMatchObject({ totalAmt: 600, label: expect.stringMatching(/^ZN-\d{5}$/) });
    expect(d.trackUrl).toMatch(/^http:\/\/localhost:3000\/suivi\/[A-Za-z0-9_-]{43}$/);
    expect(await kit.stockOf(bag.id)).toBe(before - 2);
    const q = (await queue()).find((x) => x.orderId === d.orderId);
    expect(q).toMatchObject({
      phone: '+212' + body.phone.slice(1),
      customerName: 'Nadia Kobatelu',
    });
    // The token is kept only as a hash.
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, d._id));
    expect(row).toMatchObject({ userId: null, customerName: 'Nadia Kobatelu', note: 'Après 18 h' });
    expect(row!.trackTokenHash).not.toContain(tokenOf(d));

    const tracked = await visit(t, 'GET', `/api/order/track/${tokenOf(d)}`);
    expect(tracked.statusCode).toBe(200);
    const data = json<{ data: TrackedOrder }>(tracked).data;
    expect(data).toMatchObject({ label: d.label, orderStatus: 'pending', totalAmt: 600 });
    expect(data.items).toEqual([{ name: 'Sac bandoulière Agadir', quantity: 2, price: 300 }]);
    for (const secret of ['Kobatelu', body.phone.slice(1), 'Zerktouni']) {
      expect(tracked.body).not.toContain(secret);
    }
    const forged = await visit(t, 'GET', `/api/order/track/${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
  });

  it('cancels from the tracking link while pending, the units back and out of the queue', async () => {
    const before = await kit.stockOf(bag.id);
    const d = json<{ data: ExpressPlaced }>(
      await express(form({ items: [{ productId: bag.id, quantity: 3 }] })),
    ).data;
    const cancelled = await visit(t, 'POST', `/api/order/track/${tokenOf(d)}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<{ data: TrackedOrder }>(cancelled).data.orderStatus).toBe('cancelled');
    expect(await kit.stockOf(bag.id)).toBe(before);
    expect((await queue()).some((x) => x.orderId === d.orderId)).toBe(false);
    const again = await visit(t, 'POST', `/api/order/track/${tokenOf(d)}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(ORDER_MSG.notCancellable);
  });

  it('refuses bad input in French and writes nothing', async () => {
    const before = await kit.stockOf(bag.id);
    const count = (await t.deps.db.select({ id: orders.id }).from(orders)).length;
    const cases: Array<[object, string]> = [
      [form({ phone: '12345' }), EXPRESS_MSG.mobileOnly],
      [form({ phone: '0522123456' }), EXPRESS_MSG.mobileOnly],
      [form({ city: 'Paris' }), EXPRESS_MSG.cityUnknown],
      [form({ items: [{ productId: bag.id, quantity: 0 }] }), EXPRESS_MSG.quantity],
      [form({ items: [{ productId: bag.id, quantity: 11 }] }), EXPRESS_MSG.quantity],
      [form({ items: [{ productId: 'a'.repeat(24), quantity: 1 }] }), EXPRESS_MSG.productUnknown],
      [form({ name: '' }), 'Le nom est requis'],
      [form({ website: 'https://promo.example.com' }), EXPRESS_MSG.honeypot],
      [
        form({ address: 'Voir www.promo-zina.com' }),
        'Les liens et les noms de sites ne sont pas acceptés dans ce champ',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await express(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ message: string }>(res).message).toBe(message);
    }
    const few = await createProduct(t.deps, { name: 'Montre rare', price: 900, stock: 2 });
    const beyond = await express(form({ items: [{ productId: few.id, quantity: 3 }] }));
    expect(beyond.statusCode).toBe(409);
    expect(await kit.stockOf(few.id)).toBe(2);
    expect(await kit.stockOf(bag.id)).toBe(before);
    expect((await t.deps.db.select({ id: orders.id }).from(orders)).length).toBe(count);
  });

  it('holds at most 3 pending orders per phone, however it is written', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      expect((await express(form({ phone, address: `${i + 1} rue Zerktouni` }))).statusCode).toBe(
        201,
      );
    }
    const before = await kit.stockOf(bag.id);
    const fourth = await express(form({ phone: `+212${phone.slice(1)}` }));
    expect(fourth.statusCode).toBe(409);
    expect(json<{ message: string }>(fourth).message).toBe(ORDER_MSG.tooManyPending(3));
    expect(await kit.stockOf(bag.id)).toBe(before);
  });

  it('answers the same order to the same form sent twice at once, and to the same Idempotency-Key', async () => {
    const tapped = form();
    const [first, second] = [await express(tapped), await express(tapped)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    const body = form();
    const key = { 'idempotency-key': 'express-double-tap-1' };
    const [a, b] = [await express(body, key), await express(body, key)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(json<{ data: ExpressPlaced }>(b).data.orderId).toBe(
      json<{ data: ExpressPlaced }>(a).data.orderId,
    );
  });

  it('is refused with 403 while the shop has it off; the settings are the admin’s', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/order/admin/express-settings',
      headers: admin,
    });
    expect(json<{ data: unknown }>(read).data).toEqual({
      enabled: true,
      requireCode: false,
      maxPending: 3,
    });
    const visitorPut = await visit(t, 'PUT', '/api/order/admin/express-settings', {
      enabled: false,
      requireCode: false,
      maxPending: 3,
    });
    expect(visitorPut.statusCode).toBe(401);
    expect(
      (await setSettings({ enabled: false, requireCode: false, maxPending: 3 })).statusCode,
    ).toBe(200);
    const before = await kit.stockOf(bag.id);
    const off = await express(form());
    expect(off.statusCode).toBe(403);
    expect(json<{ message: string }>(off).message).toBe(EXPRESS_MSG.disabled);
    expect(await kit.stockOf(bag.id)).toBe(before);
    await setSettings({ enabled: true, requireCode: false, maxPending: 3 });
  });

  describe('with the phone code required', () => {
    const codeSentTo = (phone: string) => {
      const dir = join(t.dataDir, 'messages');
      const texts = readdirSync(dir)
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string })
        .filter((m) => m.to === `+212${phone.slice(1)}`);
      return /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1];
    };

    it('refuses without the code, with a wrong one, and takes the right one once', async () => {
      await setSettings({ enabled: true, requireCode: true, maxPending: 3 });
      try {
        const phone = newPhone();
        expect((await express(form({ phone }))).statusCode).toBe(400);
        const sent = await visit(t, 'POST', '/api/order/express/code', { phone });
        expect(json<{ message: string }>(sent).message).toBe(EXPRESS_MSG.codeSent);
        const code = codeSentTo(phone)!;
        expect(code).toMatch(/^\d{6}$/);
        const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
        const bad = await express(form({ phone, code: wrong }));
        expect(json<{ message: string }>(bad).message).toBe(EXPRESS_MSG.codeWrong(4));
        expect((await express(form({ phone, code }))).statusCode).toBe(201);
        // Spent with its order.
        expect((await express(form({ phone, code }))).statusCode).toBe(400);
      } finally {
        await setSettings({ enabled: true, requireCode: false, maxPending: 3 });
      }
    });

    it("locks the phone's code after five wrong tries", async () => {
      await setSettings({ enabled: true, requireCode: true, maxPending: 3 });
      try {
        const phone = newPhone();
        await visit(t, 'POST', '/api/order/express/code', { phone });
        const code = codeSentTo(phone)!;
        const wrong = String((Number(code) + 500_001) % 1e6).padStart(6, '0');
        for (let i = 0; i < 5; i++)
          expect((await express(form({ phone, code: wrong }))).statusCode).toBe(400);
        const right = await express(form({ phone, code }));
        expect(right.statusCode).toBe(400);
        expect(json<{ message: string }>(right).message).toBe(EXPRESS_MSG.codeDead);
      } finally {
        await setSettings({ enabled: true, requireCode: false, maxPending: 3 });
      }
    });
  });

  it('keeps the tracking token out of the request log', () => {
    expect(loggableUrl('/suivi/abcDEF123')).toBe('/suivi/[masqué]');
    expect(loggableUrl('/api/order/track/abcDEF123/cancel')).toBe('/api/order/track/[masqué]');
  });
});
