import sharp from 'sharp';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { addresses, cartItems, products, users } from '../../src/db/schema';
import { newId } from '../../src/db/ids';
import { startS3Server, S3_KEYS } from '../fixtures/s3-server';
import { smtpSink } from '../fixtures/smtp-sink';
import { receiver, signedWith } from '../fixtures/webhook-receiver';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  api,
  cleanedUpAfterFile,
  CUSTOMER_PASSWORD,
  login,
  passwordHashes,
  sleep,
  startServer,
} from './harness';
import { redisUrl, withRedis } from '../kits/redis-test-kit';

const made = cleanedUpAfterFile();
/** Its own Redis database (scale-out uses 13, the others 9, 11 and 12), emptied first. */
const REDIS_URL = redisUrl(14);
const BUCKET = 'zina-two-machines';
const CUSTOMER_EMAIL = 'two-machines@test.ma';

/** Polls `read` until `done` holds or `ms` pass; the last value read. */
async function within<T>(ms: number, read: () => Promise<T>, done: (v: T) => boolean) {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await sleep(100);
    value = await read();
  }
  return value;
}

/**
 * Two shop instances, as two machines run them (docs/DEPLOY.md): separate DATA_DIRs, one
 * PostgreSQL, one Redis, one S3 server, one mail server. What one does, the other knows; the
 * job queue sends each mail and each webhook once.
 */
describe.runIf(process.env.DATABASE_URL && withRedis())(
  'two machines on one PostgreSQL, Redis and S3',
  () => {
    it('share uploads, sessions, prices and the job queue', async () => {
      const flush = new Redis(REDIS_URL);
      await flush.flushdb();
      await flush.quit();
      const s3 = await startS3Server(BUCKET);
      const sink = await smtpSink();
      const hook = await receiver();
      try {
        const pgdb = await made.freshPostgres();
        const { db } = pgdb.database;
        const [customer] = await db
          .insert(users)
          .values({
            name: 'Cliente Deux Machines',
            email: CUSTOMER_EMAIL,
            passwordHash: (await passwordHashes()).customer,
            verifyEmail: true,
          })
          .returning({ id: users.id });

        const machine = () =>
          startServer({
            dataDir: made.tempDir(),
            databaseUrl: pgdb.url,
            extra: {
              REDIS_URL,
              SMTP_URL: sink.url,
              S3_BUCKET: BUCKET,
              S3_ENDPOINT: s3.endpoint,
              S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
              S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
              S3_PUBLIC_URL: s3.bucketUrl,
              WEBHOOK_ALLOW_PRIVATE: 'true',
            },
          });
        const [one, two] = await Promise.all([machine(), machine()]);

        // (a) An image uploaded through one machine is in every answer of the other, and loads.
        const adminOnOne = await login(one.url, ADMIN_EMAIL, ADMIN_PASSWORD);
        const png = await sharp({
          create: { width: 500, height: 300, channels: 3, background: '#6b3fa0' },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sac.png');
        const uploaded = await fetch(`${one.url}/api/file/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminOnOne}` },
          body: form,
        });
        expect(uploaded.status).toBe(200);
        const imageUrl = ((await uploaded.json()) as { data: { url: string } }).data.url;
        expect(imageUrl.startsWith(`${s3.bucketUrl}/images/`)).toBe(true);
        const [product] = await db
          .insert(products)
          .values({
            name: 'Sac deux machines',
            // Rows keep the path (ADR 0018); answers carry it under S3_PUBLIC_URL.
            images: [`/uploads${imageUrl.slice(s3.bucketUrl.length)}`],
            stock: 20,
            priceCentimes: 30_000,
            discount: 0,
            salePriceCentimes: 30_000,
          })
          .returning({ id: products.id });
        const detailsOnTwo = async () =>
          (
            await api(two.url, 'POST', '/api/product/get-product-details', {
              body: { productId: product!.id },
            })
          ).body?.data as { price: number; image: string[] };
        const seen = await detailsOnTwo();
        expect(seen.image).toEqual([imageUrl]);
        const fetched = await fetch(seen.image[0]!);
        expect(fetched.status).toBe(200);
        expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).width).toBe(500);

        // (b) A price changed on one machine is what the other answers within 2 s.
        const changed = await api(one.url, 'PUT', '/api/product/update-product-details', {
          token: adminOnOne,
          body: { _id: product!.id, price: 275 },
        });
        expect(changed.status).toBe(200);
        const started = Date.now();
        const after = await within(2000, detailsOnTwo, (d) => d.price === 275);
        expect(after.price, `still ${after.price} on the other machine after 2 s`).toBe(275);
        expect(Date.now() - started).toBeLessThanOrEqual(2000);

        // (c) A session opened on one machine works on the other, and signing out on one ends it on both.
        const session = await login(one.url, CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
        const me = (base: string) => api(base, 'GET', '/api/user/user-details', { token: session });
        expect((await me(two.url)).status).toBe(200);
        expect((await api(one.url, 'GET', '/api/user/logout', { token: session })).status).toBe(
          200,
        );
        expect((await me(one.url)).status).toBe(401);
        const ended = await within(
          2000,
          () => me(two.url),
          (r) => r.status === 401,
        );
        expect(ended.status).toBe(401);

        // (d) An order placed on one machine: its mail and its webhook go out once, though both
        // machines run the job queue.
        const endpoint = await api(one.url, 'POST', '/api/webhook/endpoints', {
          token: adminOnOne,
          body: { url: hook.url, events: ['order.created'] },
        });
        expect(endpoint.status).toBe(201);
        const secret = (endpoint.body?.data as { secret: string }).secret;
        const addressId = newId();
        const lineId = newId();
        await db.insert(addresses).values({
          id: addressId,
          userId: customer!.id,
          adresse: '8 rue Ibn Batouta',
          ville: 'Tanger',
          telephone: '+212611223344',
        });
        await db.insert(cartItems).values({
          id: lineId,
          userId: customer!.id,
          productId: product!.id,
          productName: 'Sac deux machines',
          quantity: 1,
        });
        const buyer = await login(two.url, CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
        const order = await api(two.url, 'POST', '/api/order/cash-on-delivery', {
          token: buyer,
          body: {
            list_items: [{ _id: lineId, quantity: 1 }],
            addressId,
            subTotalAmt: 275,
            totalAmt: 275,
          },
        });
        expect(order.status, JSON.stringify(order.body)).toBe(201);
        const mails = () =>
          sink.messages.filter((m) =>
            /^to:.*$/im.exec(m)?.[0].toLowerCase().includes(CUSTOMER_EMAIL),
          );
        await within(
          30_000,
          async () => mails().length + hook.got.length,
          () => {
            return mails().length > 0 && hook.got.length > 0;
          },
        );
        // Both machines poll their queues: still one of each a while later.
        await sleep(8000);
        expect(mails()).toHaveLength(1);
        expect(hook.got.map((d) => d.body.type)).toEqual(['order.created']);
        expect(signedWith(secret, hook.got[0]!)).toBe(true);

        one.killGroup('SIGTERM');
        two.killGroup('SIGTERM');
        await Promise.all([one.exited, two.exited]);
      } finally {
        await hook.close();
        await sink.close();
        await s3.close();
      }
    }, 300_000);
  },
);
