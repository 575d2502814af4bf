import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { addresses, cartItems, products, users } from '../../src/db/schema';
import { newId } from '../../src/db/ids';
import { inOneWindow } from '../kits/counters-test-kit';
import { smtpSink } from '../fixtures/smtp-sink';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  api,
  apiOnNewConnection,
  cleanedUpAfterFile,
  CUSTOMER_PASSWORD,
  freePort,
  login,
  passwordHashes,
  rows,
  sleep,
  startServer,
} from './harness';
import { redisUrl, withRedis } from '../kits/redis-test-kit';

const made = cleanedUpAfterFile();
/** Its own Redis database (the other tests use 9, 11 and 12), emptied first. */
const REDIS_URL = redisUrl(13);
const CUSTOMER_EMAIL = 'multi-process@test.ma';

/**
 * Two workers on PostgreSQL and Redis, as a scaled-out shop runs: every limit is one limit, an
 * admin change reaches every worker, and an order's mail survives a dead mail server and a
 * kill -9 of the shop. Each call below goes on a new connection, so the cluster spreads them.
 */
describe.runIf(process.env.DATABASE_URL && withRedis())('two workers on PostgreSQL + Redis', () => {
  it('share limits and lock-outs, see admin changes, and send an order mail once after a crash', async () => {
    const flush = new Redis(REDIS_URL);
    await flush.flushdb();
    await flush.quit();

    const pgdb = await made.freshPostgres();
    const { db } = pgdb.database;
    const [product] = await db
      .insert(products)
      .values({
        name: 'Sac multi-process',
        images: ['/uploads/images/000000000000000000000000-400.webp'],
        stock: 50,
        priceCentimes: 20_000,
        discount: 0,
        salePriceCentimes: 20_000,
      })
      .returning({ id: products.id });
    const [customer] = await db
      .insert(users)
      .values({
        name: 'Cliente Multi',
        email: CUSTOMER_EMAIL,
        passwordHash: (await passwordHashes()).customer,
        verifyEmail: true,
      })
      .returning({ id: users.id });
    const addressId = newId();
    const lineId = newId();
    await db.insert(addresses).values({
      id: addressId,
      userId: customer!.id,
      adresse: '12 rue des Orangers',
      ville: 'Rabat',
      telephone: '+212612345678',
    });
    await db.insert(cartItems).values({
      id: lineId,
      userId: customer!.id,
      productId: product!.id,
      productName: 'Sac multi-process',
      quantity: 1,
    });

    // Nothing listens on the mail port until after the crash.
    const smtpPort = await freePort();
    const dataDir = made.tempDir();
    const env = {
      dataDir,
      databaseUrl: pgdb.url,
      workers: 2,
      extra: {
        REDIS_URL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        AUTH_RATE_LIMIT_MAX: '20',
        // Each part of the test is its own client address.
        TRUST_PROXY: 'loopback',
      },
    };
    let server = await startServer(env);
    const call = (client: string, method: string, path: string, body?: unknown, token?: string) =>
      apiOnNewConnection(server.url, method, path, {
        body,
        token,
        headers: { 'x-forwarded-for': client },
      });

    // (a) The per-address sign-in limit is one limit: 20 a minute in all, not 20 a worker.
    await inOneWindow(20_000);
    let passed = 0;
    for (let i = 0; i < 40; i++) {
      const res = await call('203.0.113.1', 'POST', '/api/user/login', {
        email: `limite-${i}@test.ma`,
        password: 'Pas-Le-Bon-2026!',
      });
      if (res.status !== 429) passed++;
    }
    // One limit for the shop, and exact: a limit per worker would let 40 through, and a worker
    // answering from its own stale count a few more than 20 (seen: 21, 22 before it was exact).
    expect(passed).toBe(20);

    // (b) 12 wrong passwords from one client, spread over both workers, lock that client out.
    for (let i = 0; i < 12; i++) {
      const res = await call('203.0.113.2', 'POST', '/api/user/login', {
        email: CUSTOMER_EMAIL,
        password: `Faux-${i}-Mot2026!`,
      });
      expect([401, 429]).toContain(res.status);
    }
    const locked = await call('203.0.113.2', 'POST', '/api/user/login', {
      email: CUSTOMER_EMAIL,
      password: CUSTOMER_PASSWORD,
    });
    expect(locked.status).toBe(429);

    // (c) An admin price change reaches every worker's catalogue cache within 2 s.
    const details = () =>
      call('203.0.113.3', 'POST', '/api/product/get-product-details', { productId: product!.id });
    for (let i = 0; i < 20; i++) expect((await details()).status).toBe(200);
    const adminToken = await login(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const update = await api(server.url, 'PUT', '/api/product/update-product-details', {
      token: adminToken,
      body: { _id: product!.id, price: 207 },
    });
    expect(update.status).toBe(200);
    await sleep(2000);
    const prices: unknown[] = [];
    for (let i = 0; i < 20; i++)
      prices.push(((await details()).body?.data as { price: number }).price);
    expect(prices).toEqual(Array(20).fill(207));

    // (d) With the mail server down, the order is answered at once and its mail is queued.
    const token = await login(server.url, CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const order = await call(
      '203.0.113.4',
      'POST',
      '/api/order/cash-on-delivery',
      { list_items: [{ _id: lineId, quantity: 1 }], addressId, subTotalAmt: 207, totalAmt: 207 },
      token,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.ms).toBeLessThan(1000);

    // Once its first try has failed (a kill in the middle of a try would hold the job for its
    // two-minute lease), the shop dies hard, the mail server comes up, the shop starts again.
    const failedTry = async () =>
      (
        await rows<{ n: number }>(
          pgdb.database,
          sql`select count(*)::int as n from mail_jobs where recipient = ${CUSTOMER_EMAIL}
              and attempts >= 1 and locked_until is null and sent_at is null`,
        )
      )[0]!.n;
    const tryDeadline = Date.now() + 30_000;
    while ((await failedTry()) === 0 && Date.now() < tryDeadline) await sleep(200);
    expect(await failedTry()).toBe(1);
    server.killGroup('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    const sink = await smtpSink(smtpPort);
    try {
      server = await startServer({ ...env, port: server.port });
      // Addressed to the customer (the shop's own notice of the order names her too).
      const mine = () =>
        sink.messages.filter((m) =>
          /^to:.*$/im.exec(m)?.[0].toLowerCase().includes(CUSTOMER_EMAIL),
        );
      const deadline = Date.now() + 90_000;
      while (mine().length === 0 && Date.now() < deadline) await sleep(1000);
      expect(mine(), 'no confirmation within 90 s of the restart').toHaveLength(1);
      // Both workers run the queue: still one mail a while later.
      await sleep(10_000);
      expect(mine()).toHaveLength(1);
    } finally {
      await sink.close();
    }
    server.killGroup('SIGTERM');
    await server.exited;
  }, 300_000);
});
