import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@zina/shared/schemas/cart';
import { createAddress, createCustomer, createProduct } from '@test/fixtures/shop';
import { countingStatements } from '@test/kits/statement-count-test-kit';
import { json, setupTestApp } from '@test/test-app';
import { sql } from 'drizzle-orm';
import { queueMessages } from '../../messages';

const statementsOf = countingStatements();

type TestApp = ReturnType<typeof setupTestApp>;

const orderCart = (t: TestApp, auth: Record<string, string>, cart: CartItem[], addressId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/cash-on-delivery',
    headers: auth,
    payload: {
      list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
      addressId,
      subTotalAmt: 120,
      totalAmt: 120,
    },
  });

const orderExpress = (t: TestApp, productId: string, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/express',
    payload: {
      items: [{ productId, quantity }],
      name: 'Salma Idrissi',
      phone: '0661234567',
      city: 'Casablanca',
      address: '12 rue Zerktouni',
    },
  });

// What an order costs the database is what bounds checkouts a second on a small server.
describe.runIf(process.env.DATABASE_URL)('statements per order (PostgreSQL)', () => {
  const t = setupTestApp();

  it('adds to the cart, reads it, checks out and sends the two mails in few statements', async () => {
    const product = await createProduct(t.deps, { price: 120, stock: 50 });
    const c = await createCustomer(t.deps);
    const address = await createAddress(t.deps, c.id);
    // As under load: another checkout has just dropped the product's cached details.
    t.deps.catalogueCache.clear();

    const add = await statementsOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        headers: c.auth,
        payload: { productId: product.id },
      }),
    );
    let cart: CartItem[] = [];
    t.deps.catalogueCache.clear();
    const read = await statementsOf(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: c.auth });
      cart = json<{ data: CartItem[] }>(res).data;
    });
    let status = 0;
    const order = await statementsOf(async () => {
      const res = await orderCart(t, c.auth, cart, address.id);
      status = res.statusCode;
    });
    let mailed = 0;
    const mail = await statementsOf(async () => {
      mailed = await t.sendQueuedMail();
    });
    let texted = 0;
    const message = await statementsOf(async () => {
      texted = await t.sendQueuedMessages();
    });

    expect(status).toBe(201);
    expect(mailed).toBe(2);
    expect(texted).toBe(1);
    // The first request checks its session (the next ones find the answer kept in the process,
    // modules/user/session-cache.ts), then: the add (one statement: the product, the cap under
    // the cart's lock, the upsert and the line's product); the read (the lines with their
    // products, whatever the cache holds); the checkout (its reads, then its writes with the
    // stock take, one statement that checks itself); the mails (one claim and one record of the
    // sent for both); the « commande reçue » message (one claim, the shop's texts, one record
    // of the sent).
    expect({
      add: add.length,
      read: read.length,
      order: order.length,
      mail: mail.length,
      message: message.length,
    }).toEqual({ add: 2, read: 1, order: 2, mail: 2, message: 3 });
  });

  it('places an order without an account in two statements', async () => {
    const product = await createProduct(t.deps, { price: 90, stock: 50 });
    t.deps.catalogueCache.clear();
    let status = 0;
    const order = await statementsOf(async () => {
      const res = await orderExpress(t, product.id, 2);
      status = res.statusCode;
    });
    expect(status).toBe(201);
    // Its reads (settings, blocklist, an earlier order of the key, the products, the fees and the
    // label number), then the checkout's self-checking write.
    expect(order.length).toBe(2);
  });
  it('sends a batch of phone messages with one record of the sent, whatever their number', async () => {
    await t.sendQueuedMessages(); // what the orders above queued
    await queueMessages(
      t.deps.db,
      [1, 2, 3].map((n) => ({
        key: `statements:${n}`,
        to: `+21266123450${n}`,
        event: 'order_received' as const,
        values: { nom: `Client ${n}`, commande: `ZN-${n}`, total: '100,00 MAD', lien: 'x' },
      })),
    );
    // Due at PostgreSQL's now() (microseconds); the worker's clock counts milliseconds, so on a
    // fast host a claim in the same millisecond found them not yet due.
    t.clock.advance(1);
    let texted = 0;
    const sent = await statementsOf(async () => {
      texted = await t.sendQueuedMessages();
    });
    expect(texted).toBe(3);
    // The claim, the shop's texts, and one update for the three sent.
    expect(sent).toHaveLength(3);
  });
});

// Drizzle turning the checkout's write into text on every order was about 5 % of the shop's CPU
// under load, and the queues' claims and records on every wake a few more: each statement is
// built once, and an order or a worker's run only binds its values.
describe('the checkout and the queues build no statement per order', () => {
  const t = setupTestApp();

  it('places orders, with an account and without, and sends their mails and messages, building none of their statements', async () => {
    const product = await createProduct(t.deps, { price: 120, stock: 50 });
    const c = await createCustomer(t.deps);
    const address = await createAddress(t.deps, c.id);
    // A second express order of the same lines and phone would be the first one again.
    const orderAndSend = async (expressQuantity: number) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        headers: c.auth,
        payload: { productId: product.id },
      });
      const cart = json<{ data: CartItem[] }>(
        await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: c.auth }),
      ).data;
      const ordered = await orderCart(t, c.auth, cart, address.id);
      const express = await orderExpress(t, product.id, expressQuantity);
      t.clock.advance(1); // due at PostgreSQL's now(), in microseconds (see below)
      const sent = [await t.sendQueuedMail(), await t.sendQueuedMessages()];
      await t.app.sendDueWebhooks(); // no endpoint: a claim that finds nothing
      // Mails: the customer's and the shop's, then the shop's alone (no e-mail given).
      expect([ordered.statusCode, express.statusCode, ...sent]).toEqual([201, 201, 3, 2]);
    };
    await orderAndSend(1); // each statement's first run builds it (then PostgreSQL prepares it)
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      await orderAndSend(2);
      const texts = built.mock.results.map((r) => String((r.value as { sql?: string }).sql));
      expect(
        texts.filter((q) => /placed_order|"mail_jobs"|"message_jobs"|"webhook_deliveries"/.test(q)),
      ).toEqual([]);
    } finally {
      built.mockRestore();
    }
    // The orders were written whole: lines, stock, the cart emptied, mails and messages sent.
    const { rows } = (await t.deps.db.execute(sql`select
      (select count(*)::int from order_lines) as lines,
      (select stock from products where id = ${product.id}) as stock,
      (select count(*)::int from cart_items) as cart,
      (select count(*)::int from mail_jobs where sent_at is not null) as mails,
      (select count(*)::int from message_jobs where sent_at is not null) as messages`)) as unknown as {
      rows: Array<Record<string, number>>;
    };
    expect(rows[0]).toEqual({ lines: 4, stock: 45, cart: 0, mails: 6, messages: 4 });
  });
});
