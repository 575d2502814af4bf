import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COD_MSG, type CodStats, type Confirmation } from '@zina/shared/schemas/cod';
import { ORDER_EDIT_MSG } from '@zina/shared/schemas/order-edit';
import { ORDER_MSG, type Order } from '@zina/shared/schemas/order';
import { callAttempts, mailJobs, orders } from '../../../db/schema';
import { createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { json, loginAs } from '@test/test-app';
import { orderAdminSuite, type TestProduct } from '@test/kits/order-test-kit';

// The clock moves by minutes and hours: sessions outlast it.
const { t, admin, kit } = orderAdminSuite({ env: { ACCESS_TOKEN_TTL: String(10 * 86400) } });

type Headers = Record<string, string>;
interface Agent {
  id: string;
  name: string;
  auth: Headers;
}

let customer: Customer;
let bag: TestProduct;
let ring: TestProduct;
let ana: Agent;
let badr: Agent;

/** An agent invited by the admin, who sets a password from the mailed link and signs in. */
async function inviteAgent(name: string): Promise<Agent> {
  const email = `${name.toLowerCase()}-${Date.now()}@equipe.ma`;
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/staff/invite',
    headers: admin,
    payload: { email, name, role: 'AGENT' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  await t.sendQueuedMail();
  const mail = t.outbox().find((m) => m.to === email)!;
  const token = /\/equipe\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const password = 'Agent-Desk-2026!';
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/staff/accept',
    payload: { token, password },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { auth } = await loginAs(t.app, email, password);
  const staff = json<{ data: Array<{ _id: string; email: string }> }>(
    await t.app.inject({ method: 'GET', url: '/api/staff', headers: admin }),
  ).data;
  return { id: staff.find((s) => s.email === email)!._id, name, auth };
}

beforeAll(async () => {
  customer = await createCustomer(t.deps, { name: 'Karima Idrissi' });
  bag = await createProduct(t.deps, { name: 'Sac seau', price: 300, stock: 1000 });
  ring = await createProduct(t.deps, { name: 'Bague fine', price: 120, stock: 1000 });
  ana = await inviteAgent('Ana');
  badr = await inviteAgent('Badr');
});

let phones = 0;
const order = (product = bag, qty = 1) =>
  kit.placeOrder(customer, [[product, qty]], {
    telephone: `+21277${String(1_000_000 + ++phones * 7919).slice(-7)}`,
    ville: 'Rabat',
  });

const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const claim = async (who: Agent) => {
  const res = await post('/api/order/admin/claim-next', who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { order: Confirmation | null } }>(res).data.order;
};
const release = (who: Agent, o: { orderId: string }) =>
  post('/api/order/admin/release', who.auth, { orderId: o.orderId });
const call = (who: Agent, o: Order, outcome: string) =>
  post('/api/order/admin/call-attempt', who.auth, { orderId: o.orderId, outcome });
const undo = (who: Agent, o: Order) =>
  post('/api/order/admin/undo-attempt', who.auth, { orderId: o.orderId });
const edit = (who: Agent, o: Order, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/order/admin/edit',
    headers: who.auth,
    payload: { orderId: o.orderId, ...body },
  });
const statusOf = async (o: Order) =>
  (await t.deps.db.select().from(orders).where(eq(orders.id, o._id)))[0]!.orderStatus;

/** Every pending order confirmed, so that claims hand out only what a test places. */
async function emptyQueue() {
  await t.deps.db
    .update(orders)
    .set({ orderStatus: 'confirmed', claimedBy: null, claimUntil: null })
    .where(eq(orders.orderStatus, 'pending'));
}

describe('the desk for a team', () => {
  it('lets an agent reach the desk and the order list, not the catalogue, settings or staff', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/order/admin/confirmations',
          headers: ana.auth,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/order/admin/all-orders', headers: ana.auth }))
        .statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/staff'],
      ['GET', '/api/order/admin/cod-settings'],
      ['GET', '/api/order/admin/express-settings'],
      ['GET', '/api/order/admin/cod-stats'],
      ['GET', '/api/invoice/admin/all-invoices'],
      ['POST', '/api/category/add-category'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: ana.auth, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('never hands one order to two agents, and holds it until released or expired', async () => {
    await emptyQueue();
    const x = await order();
    const y = await order();
    const [a, b] = await Promise.all([claim(ana), claim(badr)]);
    expect(new Set([a!.orderId, b!.orderId])).toEqual(new Set([x.orderId, y.orderId]));
    expect(a!.claimedBy).toBe(ana.id);
    expect(b!.claimedBy).toBe(badr.id);
    // A second claim resumes the order already held.
    expect((await claim(ana))!.orderId).toBe(a!.orderId);
    // Another agent cannot call or release what Ana holds.
    const taken = await post('/api/order/admin/call-attempt', badr.auth, {
      orderId: a!.orderId,
      outcome: 'confirmed',
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(COD_MSG.heldByAnother);
    expect((await release(badr, a!)).statusCode).toBe(409);

    expect((await release(ana, a!)).statusCode).toBe(200);
    expect((await release(badr, b!)).statusCode).toBe(200);
    // Held past COD_CLAIM_MINUTES, the order goes back to the queue for anyone.
    await emptyQueue();
    const z = await order();
    expect((await claim(ana))!.orderId).toBe(z.orderId);
    expect(await claim(badr)).toBeNull();
    t.clock.advance(t.deps.config.codClaimMs + 1000);
    expect((await claim(badr))!.orderId).toBe(z.orderId);
    await release(badr, z);
    // Nothing due: null.
    await emptyQueue();
    expect(await claim(ana)).toBeNull();
  });

  it('lets the holder, an admin, or anyone once the hold ended release an order, by any reference', async () => {
    await emptyQueue();
    const o = await order();
    const held = async () =>
      (await t.deps.db.select().from(orders).where(eq(orders.id, o._id)))[0]!.claimedBy;
    expect((await claim(ana))!.orderId).toBe(o.orderId);
    // Badr cannot, by its label or its _id either; the hold stays Ana's.
    for (const ref of [o.label, o._id]) {
      const res = await post('/api/order/admin/release', badr.auth, { orderId: ref });
      expect(res.statusCode, ref).toBe(409);
      expect(json(res).message).toBe(COD_MSG.heldByAnother);
    }
    expect(await held()).toBe(ana.id);
    // The admin can, by its label.
    const byAdmin = await post('/api/order/admin/release', admin, { orderId: o.label });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await held()).toBeNull();
    // Ana's next hold, once it has ended, is anyone's to release.
    expect((await claim(ana))!.orderId).toBe(o.orderId);
    t.clock.advance(t.deps.config.codClaimMs + 1000);
    expect((await post('/api/order/admin/release', badr.auth, { orderId: o._id })).statusCode).toBe(
      200,
    );
    expect(await held()).toBeNull();
    // Releasing a free order changes nothing; an unknown one is not found.
    expect((await release(badr, o)).statusCode).toBe(200);
    const unknown = await post('/api/order/admin/release', badr.auth, { orderId: 'ZN-999999' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(ORDER_MSG.notFound);
  });

  it('hands out due call-backs first, then new orders oldest first, then later call-backs', async () => {
    await emptyQueue();
    const older = await order();
    const newer = await order();
    const due = await order();
    const later = await order();
    const now = t.clock.now().getTime();
    await t.deps.db
      .update(orders)
      .set({ nextCallAt: new Date(now - 60_000) })
      .where(eq(orders.id, due._id));
    await t.deps.db
      .update(orders)
      .set({ nextCallAt: new Date(now + 3_600_000) })
      .where(eq(orders.id, later._id));
    const handed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const next = await claim(i % 2 ? badr : ana);
      if (!next) break;
      handed.push(next.orderId);
      // Called and settled: out of the queue, so the next claim moves on.
      await t.deps.db
        .update(orders)
        .set({ orderStatus: 'confirmed', claimedBy: null, claimUntil: null })
        .where(eq(orders.orderId, next.orderId));
    }
    expect(handed).toEqual([due.orderId, older.orderId, newer.orderId, later.orderId]);
  });

  it('refuses a second no-answer within COD_RETRY_MINUTES, and brings the order back after', async () => {
    const o = await order();
    expect((await call(ana, o, 'no_answer')).statusCode).toBe(200);
    const soon = await call(ana, o, 'no_answer');
    expect(soon.statusCode).toBe(409);
    expect(json(soon).message).toBe(COD_MSG.retryTooSoon(60));
    const rows = await t.deps.db.select().from(callAttempts).where(eq(callAttempts.orderId, o._id));
    expect(rows).toHaveLength(1);
    // Not handed out while it waits.
    await emptyQueue();
    await t.deps.db.update(orders).set({ orderStatus: 'pending' }).where(eq(orders.id, o._id));
    expect(await claim(badr)).toBeNull();
    t.clock.advance(t.deps.config.codRetryMs + 1000);
    expect((await claim(badr))!.orderId).toBe(o.orderId);
    expect((await call(badr, o, 'no_answer')).statusCode).toBe(200);
  });

  it('undoes the last outcome within 60 s: status, stock and the unsent notice as before', async () => {
    const start = await kit.stockOf(ring.id);
    const o = await order(ring, 2);
    // The storefront's answer, kept by the catalogue cache, follows the agent's calls.
    const shown = async () =>
      json<{ data: { stock: number } }>(
        await post('/api/product/get-product-details', {}, { productId: ring.id }),
      ).data.stock;
    expect(await shown()).toBe(start - 2);
    expect((await call(ana, o, 'refused')).statusCode).toBe(200);
    expect(await statusOf(o)).toBe('cancelled');
    expect(await kit.stockOf(ring.id)).toBe(start);
    expect(await shown()).toBe(start);
    const notices = async () =>
      (await t.deps.db.select().from(mailJobs)).filter((j) =>
        j.idempotencyKey.startsWith(`order:${o._id}:status:cancelled`),
      );
    expect(await notices()).toHaveLength(1);
    // Another agent cannot undo Ana's call.
    expect((await undo(badr, o)).statusCode).toBe(409);
    t.clock.advance(20_000);
    const undone = await undo(ana, o);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await statusOf(o)).toBe('pending');
    expect(await kit.stockOf(ring.id)).toBe(start - 2);
    expect(await shown()).toBe(start - 2);
    expect(await notices()).toHaveLength(0);
    // Undone calls count nowhere; a new outcome can be undone too, but not after 60 s.
    expect((await call(ana, o, 'confirmed')).statusCode).toBe(200);
    t.clock.advance(61_000);
    const late = await undo(ana, o);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(COD_MSG.undoTooLate);
    expect(await statusOf(o)).toBe('confirmed');
  });

  it('edits an order on the call: quantities, an added product, the delivery; stock and total follow', async () => {
    const b0 = await kit.stockOf(bag.id);
    const r0 = await kit.stockOf(ring.id);
    const o = await order(bag, 1);
    const res = await edit(ana, o, {
      lines: [
        { productId: bag.id, quantity: 3 },
        { productId: ring.id, quantity: 1 },
      ],
      delivery: { name: 'Karima I.', phone: '0612345678', city: 'Fès', address: '3 derb Sidi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = json<{ data: Order }>(res).data;
    expect(edited.totalAmt).toBe(3 * 300 + 120);
    expect(edited.delivery_address).toMatchObject({ ville: 'Fès', telephone: '+212612345678' });
    expect(edited.userId.name).toBe('Karima I.');
    expect(await kit.stockOf(bag.id)).toBe(b0 - 3);
    expect(await kit.stockOf(ring.id)).toBe(r0 - 1);
    // Removing the ring gives it back.
    const less = await edit(ana, o, { lines: [{ productId: bag.id, quantity: 3 }] });
    expect(json<{ data: Order }>(less).data.totalAmt).toBe(900);
    expect(await kit.stockOf(ring.id)).toBe(r0);
    // The customer is told the new total.
    await t.sendQueuedMail();
    expect(
      t.outbox().filter((m) => m.subject === ORDER_EDIT_MSG.mailSubject(edited.label)),
    ).toHaveLength(2);
  });

  it('refuses an edit past the stock, after shipping or once invoiced, changing nothing', async () => {
    const scarce = await createProduct(t.deps, { name: 'Montre rare', price: 900, stock: 3 });
    const o = await order(scarce, 1);
    const tooMany = await edit(ana, o, { lines: [{ productId: scarce.id, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(await kit.stockOf(scarce.id)).toBe(2);
    expect(
      (await edit(ana, o, { lines: [{ productId: scarce.id, quantity: 3 }] })).statusCode,
    ).toBe(200);
    expect(await kit.stockOf(scarce.id)).toBe(0);

    const shipped = await order();
    await kit.setStatus(admin, shipped.orderId, 'shipped');
    const late = await edit(ana, shipped, { lines: [{ productId: bag.id, quantity: 2 }] });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(ORDER_EDIT_MSG.notEditable);

    const invoiced = await order();
    await kit.setStatus(admin, invoiced.orderId, 'confirmed');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoice/generate?orderId=${invoiced.orderId}`,
      headers: customer.auth,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const refused = await edit(ana, invoiced, { lines: [{ productId: bag.id, quantity: 2 }] });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(ORDER_EDIT_MSG.invoiced);
  });

  it('counts each agent’s calls and confirmations in cod-stats, and the time to first call', async () => {
    const o = await order();
    t.clock.advance(5 * 60_000);
    expect((await call(badr, o, 'confirmed')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/admin/cod-stats',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = json<{ data: CodStats }>(res).data;
    const mine = s.byAgent.find((a) => a.agentId === badr.id)!;
    expect(mine.name).toBe('Badr');
    expect(mine.confirmed).toBeGreaterThanOrEqual(1);
    expect(mine.calls).toBeGreaterThanOrEqual(mine.confirmed);
    expect(mine.medianMinutesToFirstCall).not.toBeNull();
    expect(s.medianMinutesToFirstCall).not.toBeNull();
    // Ana's undone call counts nowhere: her refusal was undone, her confirm stands.
    const ana2 = s.byAgent.find((a) => a.agentId === ana.id)!;
    const made = await t.deps.db
      .select()
      .from(callAttempts)
      .where(eq(callAttempts.agentId, ana.id));
    expect(ana2.calls).toBe(made.filter((m) => m.undoneAt === null).length);
  });
});
