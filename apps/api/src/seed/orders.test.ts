import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOROCCAN_CITIES } from '@zina/shared/cities';
import { CALL_OUTCOMES, CodStatsSchema, SELF_OUTCOMES } from '@zina/shared/schemas/cod';
import { createProduct } from '@test/fixtures/shop';
import { ADMIN, createTestApp, json, loginAs, type TestApp } from '@test/test-app';
import type { Clock } from '../lib/clock';
import {
  addresses,
  callAttempts,
  orderLines,
  orders,
  orderStatusChanges,
  products,
  stockMovements,
  users,
} from '../db/schema';
import { HISTORY_DAYS, seedDemoOrders } from './orders';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A shop with the accounts and 30 products, the same each time. */
async function shopWithProducts(): Promise<TestApp> {
  const t = await createTestApp();
  for (let i = 1; i <= 30; i++) {
    await createProduct(t.deps, {
      name: `Produit démo ${String(i).padStart(2, '0')}`,
      price: 100 + i * 10,
      discount: i % 4 === 0 ? 20 : 0,
      stock: i % 7 === 0 ? 0 : 10 + i,
    });
  }
  return t;
}

let t: TestApp;
let seeded: { orders: number; customers: number };
let stockBefore: Map<string, number>;
beforeAll(async () => {
  t = await shopWithProducts();
  const shelf = await t.deps.db.select().from(products);
  stockBefore = new Map(shelf.map((p) => [p.id, p.stock]));
  seeded = await seedDemoOrders(t.deps);
}, 60_000);
afterAll(() => t.close());

describe('demo order history', () => {
  it('places about 350 orders over 100 days, from 60 customers in at least 10 cities', async () => {
    const rows = await t.deps.db.select().from(orders);
    expect(seeded.orders).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(320);

    const now = t.clock.now().getTime();
    const ages = rows.map((o) => now - o.createdAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(HISTORY_DAYS * DAY);
    expect(Math.max(...ages)).toBeGreaterThan((HISTORY_DAYS - 10) * DAY);

    const cities = new Set(rows.map((o) => o.deliveryVille));
    expect(cities.size).toBeGreaterThanOrEqual(10);
    for (const c of cities) expect(MOROCCAN_CITIES).toContain(c);
    for (const o of rows) expect(o.deliveryTelephone).toMatch(/^\+2126\d{8}$/);

    const customerIds = [...new Set(rows.flatMap((o) => o.userId ?? []))];
    expect(customerIds.length).toBeGreaterThanOrEqual(50);
    expect(seeded.customers).toBe(60);
    const accounts = await t.deps.db.select().from(users).where(inArray(users.id, customerIds));
    expect(accounts.every((u) => u.role === 'USER' && u.passwordHash && u.verifyEmail)).toBe(true);
    const kept = await t.deps.db
      .select()
      .from(addresses)
      .where(inArray(addresses.userId, customerIds));
    for (const o of rows) {
      const a = kept.find((x) => x.id === o.addressId)!;
      expect([a.userId, a.ville, a.telephone, a.adresse]).toEqual([
        o.userId,
        o.deliveryVille,
        o.deliveryTelephone,
        o.deliveryAdresse,
      ]);
    }
  });

  it('settles them as a cash-on-delivery shop does', async () => {
    const rows = await t.deps.db.select().from(orders);
    const now = t.clock.now().getTime();
    const count = (f: (o: (typeof rows)[number]) => boolean) => rows.filter(f).length;

    // A handful of orders of the last hours for the desk, some with a call-back due.
    const pending = rows.filter((o) => o.orderStatus === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.length).toBeLessThanOrEqual(8);
    for (const o of pending) {
      expect(now - o.createdAt.getTime()).toBeLessThan(6 * HOUR);
      expect(o.codOutcome).toBeNull();
    }
    expect(pending.some((o) => o.nextCallAt && o.nextCallAt.getTime() <= now)).toBe(true);
    expect(pending.some((o) => o.nextCallAt && o.nextCallAt.getTime() > now)).toBe(true);

    // About three in four confirmed, a few minutes to hours after the order.
    const settled = rows.filter((o) => o.orderStatus !== 'pending');
    const confirmed = settled.filter((o) => o.confirmedAt);
    expect(confirmed.length / settled.length).toBeGreaterThan(0.65);
    expect(confirmed.length / settled.length).toBeLessThan(0.85);
    for (const o of confirmed) {
      const minutes = (o.confirmedAt!.getTime() - o.createdAt.getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(0);
      expect(minutes).toBeLessThan(48 * 60);
      expect(['confirmed', 'self_confirmed']).toContain(o.codOutcome);
      expect(['confirmed', 'shipped', 'delivered', 'retourné']).toContain(o.orderStatus);
    }
    // Of the parcels that left, about four in five delivered, the rest returned.
    const shipped = count((o) => ['shipped', 'delivered', 'retourné'].includes(o.orderStatus));
    const delivered = count((o) => o.orderStatus === 'delivered');
    expect(delivered / shipped).toBeGreaterThan(0.7);
    expect(delivered / shipped).toBeLessThan(0.9);
    expect(count((o) => o.orderStatus === 'retourné')).toBeGreaterThan(0);
    for (const o of rows.filter((x) => x.orderStatus !== 'pending' && !x.confirmedAt)) {
      expect(o.orderStatus).toBe('cancelled');
    }
    // Every way a confirmation closes shows up.
    const outcomes = new Set(rows.map((o) => o.codOutcome));
    for (const outcome of [...CALL_OUTCOMES.filter((c) => c !== 'callback'), ...SELF_OUTCOMES]) {
      expect(outcomes, outcome).toContain(outcome);
    }
    for (const o of rows.filter((x) => x.carrier)) expect(o.trackingNumber).toBeTruthy();
    expect(rows.every((o) => o.orderStatus !== 'shipped' || o.carrier)).toBe(true);
  });

  it('writes the calls, the status changes and the lines that go with each order', async () => {
    const rows = await t.deps.db.select().from(orders);
    const now = t.clock.now().getTime();
    const [admin] = await t.deps.db.select().from(users).where(eq(users.email, ADMIN.email));
    const calls = await t.deps.db.select().from(callAttempts);
    expect(calls.every((c) => c.agentId === admin!.id && c.note !== '')).toBe(true);
    expect(calls.every((c) => c.createdAt.getTime() <= now)).toBe(true);
    expect(calls.some((c) => c.outcome === 'callback' && c.callbackAt)).toBe(true);
    const callsOf = (id: string) => calls.filter((c) => c.orderId === id);
    for (const o of rows) {
      if (o.codOutcome && !o.codOutcome.startsWith('self_')) {
        const last = callsOf(o.id)
          .sort((a, b) => +a.createdAt - +b.createdAt)
          .at(-1)!;
        expect(last.outcome).toBe(o.codOutcome);
      }
      if (o.codOutcome === 'no_answer') expect(callsOf(o.id)).toHaveLength(3);
    }

    // The changes lead from pending to the order's status, one step after the other.
    const changes = await t.deps.db
      .select()
      .from(orderStatusChanges)
      .orderBy(asc(orderStatusChanges.changedAt));
    for (const o of rows) {
      const own = changes.filter((c) => c.orderId === o.id);
      let status = 'pending';
      for (const c of own) {
        expect(c.fromStatus).toBe(status);
        expect(c.changedAt.getTime()).toBeLessThanOrEqual(now);
        expect(c.changedBy).toBeTruthy();
        status = c.toStatus;
      }
      expect(status).toBe(o.orderStatus);
    }

    // Lines priced from the products (the discounted price), totals their sum.
    const shelf = new Map((await t.deps.db.select().from(products)).map((p) => [p.id, p]));
    const lines = await t.deps.db.select().from(orderLines);
    for (const o of rows) {
      const own = lines.filter((l) => l.orderId === o.id);
      expect(own.length).toBeGreaterThan(0);
      for (const l of own) {
        const p = shelf.get(l.productId!)!;
        expect([l.name, l.unitPriceCentimes, l.originalPriceCentimes]).toEqual([
          p.name,
          p.salePriceCentimes,
          p.priceCentimes,
        ]);
      }
      const sum = own.reduce((s, l) => s + l.unitPriceCentimes * l.quantity, 0);
      expect([o.subTotalCentimes, o.totalCentimes]).toEqual([sum, sum]);
    }
  });

  it('takes off the shelf what the orders on their way hold, whole orders, as a checkout would', async () => {
    const onTheirWay = await t.deps.db
      .select()
      .from(orders)
      .where(inArray(orders.orderStatus, ['pending', 'confirmed', 'shipped']));
    const lines = await t.deps.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          onTheirWay.map((o) => o.id),
        ),
      );
    const moves = await t.deps.db.select().from(stockMovements);
    const holding = new Set(moves.map((m) => m.orderId));
    // Each movement is a line of an order on its way, and an order takes all its lines or none.
    const held = lines.filter((l) => holding.has(l.orderId));
    expect(moves.map((m) => [m.orderId, m.productId, m.delta, m.reason]).sort()).toEqual(
      held.map((l) => [l.orderId, l.productId, -l.quantity, 'order']).sort(),
    );
    // Waiting orders always hold their units; confirmed and shipped ones do when the shelf had
    // them (the history is drawn relative to now: which ones varies with the hour).
    for (const o of onTheirWay.filter((x) => x.orderStatus === 'pending')) {
      expect(holding.has(o.id), o.orderId).toBe(true);
    }
    expect(
      onTheirWay.filter((o) => o.orderStatus !== 'pending' && holding.has(o.id)).length,
    ).toBeGreaterThan(0);
    for (const p of await t.deps.db.select().from(products)) {
      const taken = held.filter((l) => l.productId === p.id).reduce((s, l) => s + l.quantity, 0);
      expect(p.stock).toBe(stockBefore.get(p.id)! - taken);
    }
  });

  it('gives figures in range over the history, cities differing', async () => {
    const { auth } = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const today = new Date(t.clock.now().getTime() + HOUR).toISOString().slice(0, 10);
    const from = new Date(Date.parse(today) - 100 * DAY).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/admin/cod-stats?from=${from}&to=${today}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = CodStatsSchema.parse(json<{ data: unknown }>(res).data);
    expect(s.orders).toBe(seeded.orders);
    expect(s.byCity.reduce((sum, c) => sum + c.orders, 0)).toBe(s.orders);
    for (const r of [s, ...s.byCity, ...s.byDay]) {
      for (const rate of [r.confirmationRate, r.deliveryRate, r.returnRate]) {
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
      }
    }
    expect(s.medianMinutesToConfirm).toBeGreaterThan(0);
    const returns = s.byCity.filter((c) => c.orders >= 10).map((c) => c.returnRate);
    expect(Math.max(...returns) - Math.min(...returns)).toBeGreaterThan(0.1);
    expect(s.byProduct[0]!.returnRate).toBeGreaterThan(s.byProduct.at(-1)!.returnRate);
  });

  it('is skipped when orders exist, and never runs in production', async () => {
    expect(await seedDemoOrders(t.deps)).toEqual({ orders: 0, customers: 0 });
    const empty = await createTestApp();
    try {
      await createProduct(empty.deps, { name: 'Sac' });
      const production = { ...empty.deps, config: { ...empty.deps.config, production: true } };
      expect(await seedDemoOrders(production)).toEqual({ orders: 0, customers: 0 });
      const [row] = await empty.deps.db.select({ n: sql<number>`count(*)::int` }).from(orders);
      expect(row!.n).toBe(0);
    } finally {
      await empty.close();
    }
  });

  it('is the same history each time, relative to now', async () => {
    const fixed: Clock = { now: () => new Date('2030-03-20T10:30:00Z') };
    const history = async () => {
      const shop = await shopWithProducts();
      try {
        await seedDemoOrders({ ...shop.deps, clock: fixed });
        const rows = await shop.deps.db.execute(sql`
          select o.created_at, o.delivery_ville, o.delivery_telephone, o.order_status,
                 o.cod_outcome, o.confirmed_at, o.next_call_at, o.total_centimes, u.email,
                 (select string_agg(l.name || ' x' || l.quantity, ', ' order by l.position)
                    from order_lines l where l.order_id = o.id) as lines,
                 (select string_agg(c.outcome || ' ' || c.created_at, ', ' order by c.created_at)
                    from call_attempts c where c.order_id = o.id) as calls,
                 (select count(*)::int from order_status_changes s where s.order_id = o.id) as changes
          from orders o join users u on u.id = o.user_id
          order by o.created_at, u.email`);
        return (rows as unknown as { rows: unknown[] }).rows;
      } finally {
        await shop.close();
      }
    };
    const first = await history();
    expect(first.length).toBeGreaterThanOrEqual(320);
    expect(await history()).toEqual(first);
  }, 60_000);
});
