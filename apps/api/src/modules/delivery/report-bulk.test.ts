import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@zina/shared/schemas/delivery';
import type { Order } from '@zina/shared/schemas/order';
import { messageJobs, orders, orderStatusChanges, stockMovements } from '../../db/schema';
import { multipartFile } from '@test/fixtures/multipart';
import { createCustomer, createProduct, type Customer } from '@test/fixtures/shop';
import { json } from '@test/test-app';
import { orderAdminSuite, type TestProduct } from '@test/kits/order-test-kit';
import { countingStatements } from '@test/kits/statement-count-test-kit';

// A carrier's report returns and delivers hundreds of parcels at once (issue 47: 5 000 rows
// within 10 s): they change in bulk, each order keeping what a change one by one records.
const statementsOf = countingStatements();
const { t, admin, kit } = orderAdminSuite({
  clockAt: '2026-11-20T10:00:00Z',
  // A webhook endpoint on 127.0.0.1 (nothing sends in these tests: the deliveries are counted).
  env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
});
let customer: Customer;
let belt: TestProduct;
beforeAll(async () => {
  customer = await createCustomer(t.deps, { name: 'Nadia Alaoui' });
  belt = await createProduct(t.deps, { name: 'Ceinture cuir', price: 150, stock: 1000 });
});

let phones = 0;
const freshPhone = () => `+21267${String(3_000_000 + ++phones * 7919).slice(-7)}`;
let parcels = 0;

/** Orders of `qty` belts each, confirmed and shipped with Amana; answers their tracking numbers. */
async function shippedOrders(quantities: number[]): Promise<Array<{ o: Order; tracking: string }>> {
  const list: Array<{ o: Order; tracking: string }> = [];
  for (const qty of quantities) {
    const o = await kit.placeOrder(customer, [[belt, qty]], { telephone: freshPhone() });
    expect((await kit.setStatus(admin, o.orderId, 'confirmed')).statusCode).toBe(200);
    list.push({ o, tracking: `BULK${++parcels}MA` });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/delivery/ship',
    headers: admin,
    payload: {
      carrier: 'amana',
      orders: list.map(({ o, tracking }) => ({ orderId: o.orderId, tracking })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return list;
}

async function applyReport(lines: string[]): Promise<ImportResult> {
  const file = Buffer.from(['tracking,status,collected,fee', ...lines].join('\n') + '\n');
  const { payload, headers } = await multipartFile('file', file, 'rapport.csv', 'text/csv');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/delivery/import?carrier=amana&apply=true',
    headers: { ...admin, ...headers },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: ImportResult }>(res).data;
}

describe('a report applied in bulk', () => {
  it('returns parcels of one product together: the stock back by the sum, a movement each', async () => {
    const quantities = [1, 2, 3, 4];
    const list = await shippedOrders(quantities);
    const before = await kit.stockOf(belt.id);
    const result = await applyReport(list.map(({ tracking }) => `${tracking},returned,0,0`));
    expect(result).toMatchObject({ returned: 4, changes: 4, applied: true });

    expect(await kit.stockOf(belt.id)).toBe(before + 10);
    const ids = list.map(({ o }) => o._id);
    const movements = await t.deps.db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.orderId, ids));
    const returned = movements.filter((m) => m.reason === 'order-returned');
    // One movement an order, with its own units; their stock-after values tell the units
    // coming back one order after another, ending at the shelf's count.
    expect(returned.map((m) => [m.orderId, m.delta]).sort()).toEqual(
      list.map(({ o }, i) => [o._id, quantities[i]]).sort(),
    );
    const steps = returned.map((m) => m.stockAfter - m.delta).sort((a, b) => a - b);
    const afters = returned.map((m) => m.stockAfter).sort((a, b) => a - b);
    expect(steps[0]).toBe(before);
    expect(afters.at(-1)).toBe(before + 10);
    expect(steps.slice(1)).toEqual(afters.slice(0, -1));

    for (const { o } of list) {
      const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, o._id));
      expect(row!.orderStatus).toBe('retourné');
      const history = await t.deps.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, o._id));
      expect(history.filter((h) => h.toStatus === 'retourné')).toHaveLength(1);
      const told = await t.deps.db
        .select()
        .from(messageJobs)
        .where(eq(messageJobs.orderId, o.orderId));
      expect(told.map((j) => j.template)).toContain('returned');
    }
  });

  // Before the statement count below: with an endpoint listening, a report's webhooks are
  // queued in bulk too.
  it('queues a webhook for each parcel the report delivers or returns (issue 48)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhook/endpoints',
      headers: admin,
      payload: { url: 'http://127.0.0.1:9/hook', events: ['order.delivered', 'order.returned'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpointId = json<{ data: { _id: string } }>(created).data._id;
    const list = await shippedOrders([1, 1, 1]);
    await applyReport(
      list.map(({ o, tracking }, i) =>
        i === 1 ? `${tracking},returned,0,0` : `${tracking},delivered,${o.totalAmt},25`,
      ),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/webhook/deliveries?endpointId=${endpointId}`,
      headers: admin,
    });
    const events = json<{ data: Array<{ event: string }> }>(res)
      .data.map((d) => d.event)
      .sort();
    expect(events).toEqual(['order.delivered', 'order.delivered', 'order.returned']);
  });

  // What a report costs the database must not grow with its rows (PostgreSQL, as in production).
  it.runIf(process.env.DATABASE_URL)(
    'sends as many statements for eight parcels as for two',
    async () => {
      const sent: Record<string, number> = {};
      for (const size of [2, 8]) {
        const list = await shippedOrders(Array.from({ length: size }, () => 1));
        const lines = list.map(({ o, tracking }, i) =>
          i % 2 ? `${tracking},returned,0,0` : `${tracking},delivered,${o.totalAmt},25`,
        );
        sent[size] = (await statementsOf(() => applyReport(lines))).length;
      }
      expect(sent[8]).toBe(sent[2]);
    },
  );
});
