import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, orderLines, products, users } from '../src/db/schema';
import { sendPng, uploadImage } from './fixtures/catalogue';
import { createCustomer, type Customer } from './fixtures/shop';
import { orderKit } from './kits/order-test-kit';
import { ADMIN, json, setupTestApp, signedInHeaders } from './test-app';

/**
 * Issue 48: a front end on another origin loads every picture the API names, so every image in
 * every answer is absolute; the rows keep the path (ADR 0018). Image-like strings are found the
 * way the acceptance check finds them: anything naming /uploads/ or ending as an image file.
 */
const IMAGE = /\.(webp|png|jpe?g|gif|avif)([?#]\S*)?$/i;
function imageUrls(node: unknown, where: string, out: Array<[string, string]> = []) {
  if (typeof node === 'string') {
    if (IMAGE.test(node) || node.includes('/uploads/')) out.push([where, node]);
  } else if (Array.isArray(node)) node.forEach((x) => imageUrls(x, where, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) imageUrls(v, `${where}.${k}`, out);
  }
  return out;
}

const PUBLIC_URL = 'https://boutique.example.ma';

describe.each([
  ['without MEDIA_URL, on PUBLIC_URL', {}, `${PUBLIC_URL}/uploads/`],
  [
    'with MEDIA_URL, on the CDN',
    { MEDIA_URL: 'https://cdn.example.net/' },
    'https://cdn.example.net/uploads/',
  ],
])('image URLs in answers, %s', (_, env, base) => {
  const t = setupTestApp({ env: { PUBLIC_URL, ...env } });
  const admin = signedInHeaders(t, ADMIN);
  const kit = orderKit(t);
  let shown: string;
  let customer: Customer;
  let productId: string;
  let orderId: string;

  const answer = (res: LightMyRequestResponse, name: string) => {
    expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    return json<{ data?: unknown }>(res);
  };
  const expectAbsolute = (res: LightMyRequestResponse, name: string) => {
    const found = imageUrls(answer(res, name).data, name);
    expect(found.length, `no image in the ${name} answer`).toBeGreaterThan(0);
    for (const [where, url] of found) expect(url, where).toMatch(new RegExp(`^${base}`));
    return found;
  };

  beforeAll(async () => {
    // The back office's way: an upload, then rows made with the URL its answer showed.
    shown = await uploadImage(t.app, admin, '#aa3311');
    const admin$ = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: admin });
    const category = json<{ data: { _id: string } }>(
      await admin$('POST', '/api/category/add-category', { name: 'Sacs', image: shown }),
    ).data;
    await admin$('POST', '/api/subcategory/create', {
      name: 'Cabas',
      image: shown,
      category: [category._id],
    });
    await admin$('POST', '/api/banner/create', {
      title: 'Soldes',
      imageDesktop: shown,
      imageMobile: shown,
    });
    const created = await admin$('POST', '/api/product/create', {
      name: 'Sac Cabas Zahra',
      description: 'Cabas en cuir.',
      image: [shown],
      category: [category._id],
      subCategory: [],
      unit: 'Taille unique',
      stock: 7,
      price: 349.9,
      discount: 0,
      more_details: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    productId = json<{ data: { _id: string } }>(created).data._id;

    customer = await createCustomer(t.deps);
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, productId));
    orderId = (await kit.placeOrder(customer, [[row!, 1]]))._id;
    const avatar = await sendPng(t.app, customer.auth, {
      method: 'PUT',
      url: '/api/user/upload-avatar',
      field: 'avatar',
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
  });

  it('gives the upload, and the five catalogue answers, with absolute image URLs', async () => {
    expect(shown).toMatch(new RegExp(`^${base}images/[0-9a-f]{24}-40\\.webp$`));
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    // Twice each: the first answer is loaded, the second comes from the read cache.
    for (let round = 0; round < 2; round++) {
      expectAbsolute(await get('/api/category/get'), 'categories');
      expectAbsolute(await post('/api/subcategory/get', {}), 'subcategories');
      expectAbsolute(await get('/api/banner/active'), 'banners');
      expectAbsolute(await post('/api/product/get', { page: 1, limit: 12 }), 'listing');
      const details = await post('/api/product/get-product-details', { productId });
      expect(expectAbsolute(details, 'details').map(([, u]) => u)).toEqual([shown]);
    }
  });

  it('gives order lines, cart lines and the avatar with absolute image URLs', async () => {
    const as = (url: string) => t.app.inject({ method: 'GET', url, headers: customer.auth });
    expectAbsolute(await as('/api/order/order-list'), 'orders');
    expectAbsolute(await as(`/api/order/details?orderId=${orderId}`), 'order details');
    await kit.addToCart(customer, { id: productId });
    expectAbsolute(await as('/api/cart/get'), 'cart');
    expectAbsolute(await as('/api/user/user-details'), 'user details');
  });

  it('names the pictures on the same base in the product feeds', async () => {
    const feed = await t.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`<g:image_link>${shown}</g:image_link>`);
  });

  it('keeps the stored values as paths, and serves the file behind the URL', async () => {
    const path = new URL(shown).pathname;
    const [category] = await t.deps.db.select().from(categories);
    const [banner] = await t.deps.db.select().from(banners);
    const [product] = await t.deps.db.select().from(products).where(eq(products.id, productId));
    const [line] = await t.deps.db.select().from(orderLines);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, customer.id));
    expect([category!.image, banner!.imageDesktop, ...product!.images]).toEqual([path, path, path]);
    expect(JSON.stringify(line)).not.toMatch(/https?:/);
    expect(user!.avatar).toMatch(/^\/uploads\/images\//);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image URL of another site, even under /uploads/', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/category/add-category',
      headers: admin,
      payload: { name: 'Ailleurs', image: 'https://ailleurs.example/uploads/images/a-40.webp' },
    });
    expect(res.statusCode).toBe(400);
  });
});
