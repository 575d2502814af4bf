import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { discountedPrice } from '@zina/shared/pricing';
import { addresses, cartItems, products, users } from '../../src/db/schema';
import { newId } from '../../src/db/ids';
import {
  api,
  CUSTOMER_PASSWORD,
  freshPostgres,
  killAllServers,
  login,
  openSessions,
  passwordHashes,
  pool,
  removeDir,
  rows,
  startServer,
  tempDir,
  type TestPostgres,
} from './harness';

const CUSTOMERS = 200;
const PRODUCTS = 10;
/** Demand (1 to 3 units a customer) is about 40 a product: some orders meet an empty shelf. */
const START_STOCK = 35;
const KILL_AFTER_ANSWERS = Math.round(CUSTOMERS * 0.3);

interface Customer {
  id: string;
  email: string;
  token: string;
  addressId: string;
  lineId: string;
  productId: string;
  quantity: number;
  unitCentimes: number;
}

let pgdb: TestPostgres | undefined;
const dirs: string[] = [];

afterAll(async () => {
  await killAllServers();
  await pgdb?.drop();
  dirs.forEach(removeDir);
});

/** What the database holds after the crash, and whether it adds up. */
async function audit(customers: Customer[]) {
  const db = pgdb!.database;
  const stock = await rows<{ id: string; stock: number }>(
    db,
    sql`select id, stock from products order by id`,
  );
  const lines = await rows<{ id: string; user_id: string; product_id: string; quantity: number }>(
    db,
    sql`select id, user_id, product_id, quantity from cart_items`,
  );
  const orders = await rows<{
    id: string;
    user_id: string;
    total: number;
    lines: number;
    product_id: string | null;
    quantity: number | null;
  }>(
    db,
    sql`select o.id, o.user_id, o.total_centimes as total, count(l.id)::int as lines,
               min(l.product_id) as product_id, sum(l.quantity)::int as quantity
        from orders o left join order_lines l on l.order_id = o.id group by o.id`,
  );
  const movements = await rows<{
    order_id: string | null;
    product_id: string;
    delta: number;
    stock_after: number;
  }>(db, sql`select order_id, product_id, delta, stock_after from stock_movements`);

  const problems: string[] = [];
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const ordersOf = new Map<string, typeof orders>();
  for (const o of orders) ordersOf.set(o.user_id, [...(ordersOf.get(o.user_id) ?? []), o]);

  for (const c of customers) {
    const line = lineById.get(c.lineId);
    const mine = ordersOf.get(c.id) ?? [];
    const lineKept =
      line !== undefined &&
      line.user_id === c.id &&
      line.product_id === c.productId &&
      line.quantity === c.quantity;
    if (line && !lineKept) problems.push(`${c.email}: cart line changed`);
    if (mine.length > 1) problems.push(`${c.email}: ${mine.length} orders`);
    const order = mine[0];
    if (order) {
      // Whole: the cart's one line, with its product and quantity, and the right total.
      if (order.lines !== 1 || order.product_id !== c.productId || order.quantity !== c.quantity) {
        problems.push(`${c.email}: order ${order.id} is not whole (${order.lines} lines)`);
      }
      if (order.total !== c.unitCentimes * c.quantity) {
        problems.push(`${c.email}: order total ${order.total}`);
      }
      if (line) problems.push(`${c.email}: ordered, yet the cart line is still there`);
    } else if (!lineKept) {
      problems.push(`${c.email}: the cart line is gone and no order holds it`);
    }
  }

  const sold = new Map<string, number>();
  for (const o of orders) {
    if (o.product_id) sold.set(o.product_id, (sold.get(o.product_id) ?? 0) + (o.quantity ?? 0));
  }
  for (const p of stock) {
    if (p.stock + (sold.get(p.id) ?? 0) !== START_STOCK) {
      problems.push(`product ${p.id}: stock ${p.stock} + sold ${sold.get(p.id) ?? 0}`);
    }
  }

  // Stock movements: one per order line, of its quantity, and each product's chain adds up.
  const orderById = new Map(orders.map((o) => [o.id, o]));
  for (const m of movements) {
    const o = m.order_id ? orderById.get(m.order_id) : undefined;
    if (!o || o.product_id !== m.product_id || -m.delta !== o.quantity) {
      problems.push(`movement ${JSON.stringify(m)} matches no order line`);
    }
  }
  if (movements.length !== orders.length) {
    problems.push(`${movements.length} stock movements for ${orders.length} orders`);
  }
  for (const p of stock) {
    const chain = movements
      .filter((m) => m.product_id === p.id)
      .sort((a, b) => b.stock_after - a.stock_after);
    let level = START_STOCK;
    for (const m of chain) {
      level += m.delta;
      if (m.stock_after !== level) problems.push(`product ${p.id}: movement chain broken`);
    }
    if (level !== p.stock)
      problems.push(`product ${p.id}: movements end at ${level}, stock ${p.stock}`);
  }

  const units = orders.reduce((s, o) => s + (o.quantity ?? 0), 0);
  const counts = {
    orders: orders.length,
    orderLines: orders.reduce((s, o) => s + o.lines, 0),
    cartLines: lines.length,
    unitsSold: units,
    stock: stock.reduce((s, p) => s + p.stock, 0),
    movements: movements.length,
  };
  return { problems, counts, orders };
}

describe.runIf(process.env.DATABASE_URL)('SIGKILL in the middle of 200 orders (PostgreSQL)', () => {
  it('every order is whole or absent, stock adds up, no cart line is lost', async () => {
    pgdb = await freshPostgres();
    const { db } = pgdb.database;
    const { customer: hash } = await passwordHashes();

    // 10 products, 200 customers each with one address and one cart line: plain inserts.
    const catalogue = await db
      .insert(products)
      .values(
        Array.from({ length: PRODUCTS }, (_, i) => {
          const priceCentimes = 10_000 + i * 1_000;
          const discount = i % 2 === 0 ? 0 : 10;
          return {
            name: `Produit crash ${i}`,
            images: ['/uploads/images/000000000000000000000000-400.webp'],
            stock: START_STOCK,
            priceCentimes,
            discount,
            salePriceCentimes: discountedPrice(priceCentimes, discount),
          };
        }),
      )
      .returning({ id: products.id, sale: products.salePriceCentimes });
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: CUSTOMERS }, (_, i) => ({
          name: `Cliente ${i}`,
          email: `crash-${i}@test.ma`,
          passwordHash: hash,
          verifyEmail: true,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const customers: Customer[] = people.map((p, i) => {
      const product = catalogue[i % PRODUCTS]!;
      return {
        id: p.id,
        email: p.email,
        token: '',
        addressId: newId(),
        lineId: newId(),
        productId: product.id,
        quantity: 1 + (i % 3),
        unitCentimes: product.sale,
      };
    });
    await db.insert(addresses).values(
      customers.map((c) => ({
        id: c.addressId,
        userId: c.id,
        adresse: '3 rue de la Kasbah',
        ville: 'Agadir',
        telephone: '+212612345678',
      })),
    );
    await db.insert(cartItems).values(
      customers.map((c) => ({
        id: c.lineId,
        userId: c.id,
        productId: c.productId,
        productName: 'Produit crash',
        quantity: c.quantity,
      })),
    );

    const dataDir = tempDir();
    dirs.push(dataDir);
    const t0 = Date.now();
    let server = await startServer({ dataDir, databaseUrl: pgdb.url });
    const t1 = Date.now();
    const base = server.url;
    // A few sign-ins through the API (the seeded hash works), sessions opened directly for the rest.
    const tokens = await openSessions(pgdb.database, customers, dataDir);
    customers.forEach((c, i) => (c.token = tokens[i]!));
    for (const c of customers.slice(0, 3)) c.token = await login(base, c.email, CUSTOMER_PASSWORD);
    const t2 = Date.now();

    const before = await audit(customers);
    expect(before.problems).toEqual([]);
    console.log(
      `crash test before: ${CUSTOMERS} customers, ${before.counts.cartLines} cart lines, ` +
        `${before.counts.orders} orders, stock ${before.counts.stock} (${PRODUCTS} × ${START_STOCK})`,
    );

    const order = (c: Customer) =>
      api(base, 'POST', '/api/order/cash-on-delivery', {
        token: c.token,
        headers: { 'idempotency-key': `crash-${c.email}` },
        body: {
          list_items: [{ _id: c.lineId, quantity: c.quantity }],
          addressId: c.addressId,
          subTotalAmt: (c.unitCentimes * c.quantity) / 100,
          totalAmt: (c.unitCentimes * c.quantity) / 100,
        },
        timeoutMs: 60_000,
      });

    // 200 checkouts at once; the server is killed once about 30 % have their answer.
    const answers = new Map<string, { status: number; orderId?: string }>();
    let answered = 0;
    let killed = false;
    const burst = customers.map((c) =>
      order(c).then(
        (a) => {
          if (killed) return;
          answers.set(c.id, { status: a.status, orderId: (a.body?.data as { _id?: string })?._id });
          if (++answered >= KILL_AFTER_ANSWERS) {
            killed = true;
            server.killGroup('SIGKILL');
          }
        },
        () => undefined, // the connection died with the server
      ),
    );
    await Promise.all(burst);
    const exit = await server.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(killed).toBe(true);
    const statuses = [...answers.values()].map((a) => a.status);
    // Before the kill every answer is an order or a French refusal for stock, never a 5xx.
    expect(statuses.filter((s) => ![201, 409].includes(s))).toEqual([]);

    const afterKill = await audit(customers);
    console.log(
      `crash test after SIGKILL: ${answers.size} answered (${statuses.filter((s) => s === 201).length} × 201, ` +
        `${statuses.filter((s) => s === 409).length} × 409), ${CUSTOMERS - answers.size} cut off; ` +
        `${afterKill.counts.orders} orders (${afterKill.counts.orderLines} lines) + ` +
        `${afterKill.counts.cartLines} cart lines = ${afterKill.counts.orders + afterKill.counts.cartLines}; ` +
        `stock ${afterKill.counts.stock} + ${afterKill.counts.unitsSold} sold = ` +
        `${afterKill.counts.stock + afterKill.counts.unitsSold}; ${afterKill.counts.movements} stock movements`,
    );
    expect(afterKill.problems).toEqual([]);
    expect(afterKill.counts.orders + afterKill.counts.cartLines).toBe(CUSTOMERS);
    expect(afterKill.counts.stock + afterKill.counts.unitsSold).toBe(PRODUCTS * START_STOCK);
    // Every order the customer was told about survived the crash.
    const stored = new Set(afterKill.orders.map((o) => o.id));
    for (const a of answers.values()) if (a.status === 201) expect(stored).toContain(a.orderId);

    // Restart on the same database; each customer sends the checkout again with the same key.
    const t3 = Date.now();
    server = await startServer({ dataDir, databaseUrl: pgdb.url, port: server.port });
    const t4 = Date.now();
    const retried = await pool(customers, 20, async (c) => ({ c, a: await order({ ...c }) }));
    const byId = new Map(afterKill.orders.map((o) => [o.user_id, o.id]));
    for (const { c, a } of retried) {
      const committed = byId.get(c.id);
      if (committed) {
        // Already placed: the same order, not a second one.
        expect(a.status, c.email).toBe(200);
        expect((a.body?.data as { _id: string })._id).toBe(committed);
      } else {
        expect([201, 409], `${c.email}: ${a.status}`).toContain(a.status);
      }
    }
    const final = await audit(customers);
    console.log(
      `crash test after restart and retries: ${final.counts.orders} orders + ` +
        `${final.counts.cartLines} cart lines = ${final.counts.orders + final.counts.cartLines}; ` +
        `stock ${final.counts.stock} + ${final.counts.unitsSold} sold = ` +
        `${final.counts.stock + final.counts.unitsSold}`,
    );
    expect(final.problems).toEqual([]);
    expect(final.counts.orders + final.counts.cartLines).toBe(CUSTOMERS);
    expect(final.counts.stock + final.counts.unitsSold).toBe(PRODUCTS * START_STOCK);

    console.log(
      `crash test timing: start ${t1 - t0} ms, sessions ${t2 - t1} ms, burst and kill ${t3 - t2} ms, ` +
        `restart ${t4 - t3} ms, retries and audit ${Date.now() - t4} ms`,
    );
    server.killGroup('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 300_000);
});
