import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { orderKit, type TestProduct } from '@test/kits/order-test-kit';
import {
  ADMIN,
  json,
  loginAs,
  secondProcess,
  setupTestApp,
  signedInHeaders,
  type TestApp,
} from '@test/test-app';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { cachedAnswer } from './shared-cache';

type Shown = { price: number; stock: number };

async function details(app: FastifyInstance, productId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/product/get-product-details',
    payload: { productId },
  });
  return { etag: res.headers.etag, data: json<{ data: Shown }>(res).data };
}

async function searchStock(app: FastifyInstance, search: string, productId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/product/search-product',
    payload: { search },
  });
  const found = json<{ data: Array<Shown & { _id: string }> }>(res).data;
  return found.find((p) => p._id === productId)?.stock;
}

/** Changes the price beside the API: only a cache explains an answer that does not follow. */
const setPriceInTable = (t: TestApp, id: string, mad: number) =>
  t.deps.db
    .update(products)
    .set({ priceCentimes: mad * 100, salePriceCentimes: mad * 100 })
    .where(eq(products.id, id));

/** The back office's product edit, through the API: a success clears the cache. */
const updateProduct = (t: TestApp, admin: Record<string, string>, change: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/product/update-product-details',
    headers: admin,
    payload: change,
  });

/** One unit of `product` ordered by a new customer, at the price the product was made with. */
async function orderOne(t: TestApp, product: TestProduct) {
  await orderKit(t).placeOrder(await createCustomer(t.deps), [[product, 1]]);
}

describe('catalogue read cache', () => {
  const t = setupTestApp();
  const admin = signedInHeaders(t, ADMIN);

  it('keeps an answer, with the same ETag, until an admin write succeeds', async () => {
    const p = await createProduct(t.deps, { name: 'Montre Cachée', price: 500, stock: 7 });
    const first = await details(t.app, p.id);
    expect(first.data.price).toBe(500);

    await setPriceInTable(t, p.id, 650);
    const kept = await details(t.app, p.id);
    expect(kept.data.price).toBe(500);
    expect(kept.etag).toBe(first.etag);

    // A refused admin write changes nothing, so it leaves the cache alone.
    const refused = await updateProduct(t, admin, { _id: p.id, discount: 400 });
    expect(refused.statusCode).toBe(400);
    expect((await details(t.app, p.id)).data.price).toBe(500);

    const updated = await updateProduct(t, admin, { _id: p.id, stock: 9 });
    expect(updated.statusCode).toBe(200);
    const fresh = await details(t.app, p.id);
    expect(fresh.data).toMatchObject({ price: 650, stock: 9 });
    expect(fresh.etag).not.toBe(first.etag);
  });

  it('keeps the object beside the text it sends: the same data, frozen for its many readers', async () => {
    const answer = await cachedAnswer(
      t.deps.catalogueCache,
      'test:object',
      apiResponse(z.object({ names: z.array(z.string()) })),
      async () => ({ success: true, error: false, message: 'ok', data: { names: ['Sac'] } }),
    );
    expect(answer.value).toEqual(JSON.parse(answer.body));
    expect(Object.isFrozen(answer.value)).toBe(true);
    expect(Object.isFrozen(answer.value.data.names)).toBe(true);
    expect(() => answer.value.data.names.push('Montre')).toThrow(TypeError);
    // The next reader gets the same object, not a parse of the text.
    const again = await cachedAnswer(t.deps.catalogueCache, 'test:object', z.any(), async () => {
      throw new Error('loaded twice');
    });
    expect(again.value).toBe(answer.value);
  });

  it('sends a kept answer compressed to a client that accepts it, as its own representation', async () => {
    for (let i = 0; i < 12; i++) {
      await createProduct(t.deps, { name: `Sac Compressé ${i}`, price: 300 + i, stock: 5 });
    }
    const listing = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        payload: { page: 1, limit: 12 },
        headers,
      });
    const plain = await listing({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await listing({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);

    const gzip = await listing({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // A small answer is not worth compressing.
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a browser holding the compressed representation', async () => {
    for (let i = 0; i < 12; i++) {
      await catalogueFixture(t.deps.db).category(`Collection Été ${i} — sacs, montres et bijoux`);
    }
    t.deps.catalogueCache.clear();
    const headers = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ method: 'GET', url: '/api/category/get', headers });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('drops the answers showing a product as soon as a checkout takes its stock', async () => {
    const p = await createProduct(t.deps, { name: 'Pochette Tamesna', price: 240, stock: 4 });
    const other = await createProduct(t.deps, { name: 'Pochette Tilila', price: 180, stock: 3 });
    expect((await details(t.app, p.id)).data.stock).toBe(4);
    expect(await searchStock(t.app, 'pochette', p.id)).toBe(4);
    await details(t.app, other.id);
    await setPriceInTable(t, other.id, 999);

    await orderOne(t, p);

    expect((await details(t.app, p.id)).data.stock).toBe(3);
    expect(await searchStock(t.app, 'pochette', p.id)).toBe(3);
    // The other product's answer was not touched by this order.
    expect((await details(t.app, other.id)).data.price).toBe(180);
  });
});

// Two processes: each has its own cache; PostgreSQL's NOTIFY carries the invalidations.
describe.runIf(process.env.DATABASE_URL)('catalogue read cache across processes', () => {
  const t = setupTestApp();
  const other = secondProcess(t);

  it("an order placed through one process refreshes the other's answers", async () => {
    const p = await createProduct(t.deps, { name: 'Bracelet Anfa', price: 120, stock: 6 });
    expect((await details(other.app, p.id)).data.stock).toBe(6);
    await orderOne(t, p);
    await expect.poll(async () => (await details(other.app, p.id)).data.stock).toBe(5);
  });

  it("an admin write through one process empties the other's cache", async () => {
    const p = await createProduct(t.deps, { name: 'Ceinture Oudaya', price: 300, stock: 2 });
    const admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
    expect((await details(other.app, p.id)).data.price).toBe(300);
    await setPriceInTable(t, p.id, 320);
    const updated = await updateProduct(t, admin, { _id: p.id, stock: 3 });
    expect(updated.statusCode).toBe(200);
    await expect
      .poll(async () => (await details(other.app, p.id)).data)
      .toMatchObject({
        price: 320,
        stock: 3,
      });
  });
});
