import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PATH, LISTING_PATH_MISSPELT } from '@zina/shared/schemas/catalogue';
import { productPath } from '@zina/shared/slug';
import { products } from '../../../db/schema';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, json, type TestApp } from '@test/test-app';

type Ref = { _id: string; name: string };
type P = Ref & { price: number; discount: number; category: Ref[]; subCategory: Ref[] };
type Body = {
  success: boolean;
  error: boolean;
  message: string;
  data: P[];
  page?: number;
  totalCount?: number;
  totalNoPage?: number;
  totalPage?: number;
};

let t: TestApp;
let femme: Ref;
let homme: Ref;
let lot: Ref;
let sacs: Ref;
let montres: Ref;
const ids: Record<string, string> = {};
const MISSING = 'ffffffffffffffffffffffff';

const post = async (url: string, payload?: unknown) => {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: res.statusCode, body: json<Body>(res) };
};
const names = (b: Body) => b.data.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const f = catalogueFixture(t.deps.db);
  femme = await f.category('Femme');
  homme = await f.category('Homme');
  lot = await f.category('Lot');
  sacs = await f.subcategory('Sacs à main', [femme._id]);
  montres = await f.subcategory('Montres', [femme._id, homme._id]);
  const inSacs = { categoryIds: [femme._id], subcategoryIds: [sacs._id] };
  // Original prices sort D C A E B; discounted prices sort B C D E A: the listing must use the latter.
  for (const p of [
    { key: 'A', name: 'Sac cabas Zahra', price: 300, discount: 0 },
    { key: 'B', name: 'Sac bandoulière Éva', price: 500, discount: 50 },
    { key: 'C', name: 'sac seau Amal', price: 280, discount: 10 },
    { key: 'D', name: 'Pochette Ambre', price: 260, discount: 0 },
    { key: 'E', name: 'Sac à dos Yasmine', price: 400, discount: 30 },
  ]) {
    ids[p.key] = (await f.product({ ...p, ...inSacs }))._id;
  }
  ids.nour = (
    await f.product({
      name: 'Montre Nour',
      price: 499.9,
      discount: 15,
      stock: 0,
      unit: 'Taille unique',
      description: 'Montre dorée au bracelet fin.',
      images: ['/uploads/nour-1.webp', '/uploads/nour-2.webp'],
      moreDetails: { Matière: 'Acier', Garantie: '1 an' },
      categoryIds: [femme._id],
      subcategoryIds: [montres._id],
    })
  )._id;
  ids.karim = (
    await f.product({
      name: 'Montre Karim',
      price: 900,
      categoryIds: [homme._id],
      subcategoryIds: [montres._id],
    })
  )._id;
  await f.manyProducts(105, 'Article lot', [lot._id]);
});
afterAll(() => t.close());

describe('POST /api/product/get', () => {
  it('pages the whole catalogue newest first with totalCount and totalNoPage', async () => {
    const { status, body } = await post('/api/product/get', { page: 1, limit: 12 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false, totalCount: 112, totalNoPage: 10 });
    expect(body.data).toHaveLength(12);
    expect(body.data[0]!.name).toBe('Article lot 104');
  });

  it('treats page 0 as page 1 and answers an empty page past the end', async () => {
    const zero = await post('/api/product/get', { page: 0, limit: 5 });
    const one = await post('/api/product/get', { page: 1, limit: 5 });
    expect(zero.status).toBe(200);
    expect(names(zero.body)).toEqual(names(one.body));
    const past = await post('/api/product/get', { page: 500, limit: 5 });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.totalCount).toBe(112);
  });

  it('clamps a limit of 10 000 to 100 rows', async () => {
    const { body } = await post('/api/product/get', { page: 1, limit: 10_000 });
    expect(body.data).toHaveLength(100);
    expect(body.totalNoPage).toBe(2);
    const rest = await post('/api/product/get', { page: 2, limit: 10_000 });
    expect(rest.body.data).toHaveLength(12);
  });

  it('answers with defaults when no body is sent', async () => {
    const { status, body } = await post('/api/product/get');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(12);
  });

  it('filters with the French search and accepts the listing sorts', async () => {
    const { body } = await post('/api/product/get', { search: 'montre', sort: 'price-desc' });
    expect(names(body)).toEqual(['Montre Karim', 'Montre Nour']);
    expect(body.totalCount).toBe(2);
    const bad = await post('/api/product/get', { sort: 'cheapest' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tri invalide');
  });
});

describe('POST /api/product/get-product-by-category', () => {
  it('gives the newest products of the category, 15 at most', async () => {
    const { status, body } = await post('/api/product/get-product-by-category', { id: lot._id });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(15);
    expect(body.data[0]!.name).toBe('Article lot 104');
    expect(body.data[14]!.name).toBe('Article lot 090');
    const femmeRow = await post('/api/product/get-product-by-category', { id: femme._id });
    expect(names(femmeRow.body)).toEqual([
      'Montre Nour',
      'Sac à dos Yasmine',
      'Pochette Ambre',
      'sac seau Amal',
      'Sac bandoulière Éva',
      'Sac cabas Zahra',
    ]);
    const huge = await post('/api/product/get-product-by-category', { id: lot._id, limit: 10_000 });
    expect(huge.body.data).toHaveLength(50);
  });

  it('answers 404 in French for an unknown category and 400 for a malformed id', async () => {
    const unknown = await post('/api/product/get-product-by-category', { id: MISSING });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      success: false,
      error: true,
      message: 'Catégorie introuvable',
    });
    for (const id of ['abc', '', 42, null, `${MISSING}0`, 'FFFFFFFFFFFFFFFFFFFFFFFF']) {
      const bad = await post('/api/product/get-product-by-category', { id });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Identifiant invalide');
    }
    const none = await post('/api/product/get-product-by-category', {});
    expect(none.status).toBe(400);
  });
});

// The correct spelling, and the contract's misspelt one kept as an alias for existing clients.
describe.each([LISTING_PATH, LISTING_PATH_MISSPELT])('POST %s', (url) => {
  const listing = (extra: Record<string, unknown> = {}) =>
    post(url, { categoryId: femme._id, subCategoryId: sacs._id, page: 1, limit: 8, ...extra });

  it('lists the products of both the category and the subcategory, newest first by default', async () => {
    const { status, body } = await listing();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, page: 1, totalCount: 5, totalNoPage: 1 });
    expect(body.data.map((p) => p._id)).toEqual(['E', 'D', 'C', 'B', 'A'].map((k) => ids[k]));
    const homme = await post(url, { categoryId: femme._id, subCategoryId: montres._id });
    expect(names(homme.body)).toEqual(['Montre Nour']);
  });

  it.each([
    ['newest', ['E', 'D', 'C', 'B', 'A']],
    ['price-asc', ['B', 'C', 'D', 'E', 'A']],
    ['price-desc', ['A', 'E', 'D', 'C', 'B']],
    ['name-asc', ['D', 'E', 'B', 'A', 'C']],
    ['name-desc', ['C', 'A', 'B', 'E', 'D']],
    ['discount', ['B', 'E', 'C', 'A', 'D']],
  ])('sorts by %s', async (sort, order) => {
    const { status, body } = await listing({ sort });
    expect(status).toBe(200);
    expect(body.data.map((p) => p._id)).toEqual(order.map((k) => ids[k]));
  });

  it('pages in the database: page 0, the last page, past the end, limit clamped', async () => {
    const p1 = await listing({ limit: 2, page: 0 });
    expect(p1.body.page).toBe(1);
    expect(p1.body.data.map((p) => p._id)).toEqual([ids.E, ids.D]);
    expect(p1.body.totalNoPage).toBe(3);
    const p3 = await listing({ limit: 2, page: 3, sort: 'price-asc' });
    expect(p3.body.data.map((p) => p._id)).toEqual([ids.A]);
    const p4 = await listing({ limit: 2, page: 4 });
    expect(p4.status).toBe(200);
    expect(p4.body).toMatchObject({ page: 4, data: [], totalCount: 5, totalNoPage: 3 });
    const huge = await listing({ limit: 10_000 });
    expect(huge.body.data).toHaveLength(5);
    expect(huge.body.totalNoPage).toBe(1);
  });

  it('answers 404 in French for unknown ids and 400 for malformed ones', async () => {
    const noCat = await post(url, { categoryId: MISSING, subCategoryId: sacs._id });
    expect(noCat.status).toBe(404);
    expect(noCat.body.message).toBe('Catégorie introuvable');
    const noSub = await post(url, { categoryId: femme._id, subCategoryId: MISSING });
    expect(noSub.status).toBe(404);
    expect(noSub.body.message).toBe('Sous-catégorie introuvable');
    const bad = await post(url, { categoryId: 'x', subCategoryId: sacs._id });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Identifiant invalide');
    const badSort = await listing({ sort: 'random' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('Tri invalide');
  });
});

describe('the listing under both spellings', () => {
  it('answers the same body, from one cached answer', async () => {
    const body = { categoryId: femme._id, subCategoryId: sacs._id, page: 1, limit: 8 };
    const correct = await t.app.inject({ method: 'POST', url: LISTING_PATH, payload: body });
    const alias = await t.app.inject({ method: 'POST', url: LISTING_PATH_MISSPELT, payload: body });
    expect(correct.statusCode).toBe(200);
    expect(alias.body).toBe(correct.body);
    expect(alias.headers.etag).toBe(correct.headers.etag);
  });
});

describe('POST /api/product/get-product-details', () => {
  it('gives the product in the contract shape, price in MAD', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: ids.nour },
    });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: Record<string, unknown> }>(res);
    expect(data).toEqual({
      _id: ids.nour,
      name: 'Montre Nour',
      image: [
        `${t.deps.config.publicUrl}/uploads/nour-1.webp`,
        `${t.deps.config.publicUrl}/uploads/nour-2.webp`,
      ],
      category: [{ _id: femme._id, name: 'Femme' }],
      subCategory: [{ _id: montres._id, name: 'Montres' }],
      unit: 'Taille unique',
      stock: 0,
      price: 499.9,
      discount: 15,
      description: 'Montre dorée au bracelet fin.',
      more_details: { Matière: 'Acier', Garantie: '1 an' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body).not.toContain('search');
  });

  it('answers 404 "Produit non trouvé" and 400 for a malformed id', async () => {
    const missing = await post('/api/product/get-product-details', { productId: MISSING });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Produit non trouvé');
    const bad = await post('/api/product/get-product-details', { productId: "1' or '1'='1" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Identifiant invalide');
  });
});

describe('GET /api/product/by-slug/:slug', () => {
  const bySlug = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/product/by-slug/${encodeURIComponent(slug)}` });
  const byId = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: ids.nour },
    });

  it('answers a shared link’s slug exactly as the details route answers the id', async () => {
    const slug = productPath({ _id: ids.nour!, name: 'Montre Nour' }).split('/').pop()!;
    expect(slug).toBe(`montre-nour-${ids.nour}`);
    const [shared, details] = [await bySlug(slug), await byId()];
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toBe(details.body);
    expect(shared.headers.etag).toBe(details.headers.etag);
    expect(json<Body>(shared).data).toMatchObject({ _id: ids.nour, name: 'Montre Nour' });
    // As on the product page, the id decides: a link made before a rename still works.
    expect((await bySlug(`ancien-nom-${ids.nour}`)).body).toBe(details.body);
  });

  it('reads through the catalogue cache, sharing the details route’s entry', async () => {
    const price = async (res: Promise<{ body: string }>) =>
      (JSON.parse((await res).body) as { data: { price: number } }).data.price;
    const where = eq(products.id, ids.nour!);
    const [before] = await t.deps.db
      .select({
        priceCentimes: products.priceCentimes,
        salePriceCentimes: products.salePriceCentimes,
      })
      .from(products)
      .where(where);
    t.deps.catalogueCache.clear();
    expect(await price(bySlug(`montre-nour-${ids.nour}`))).toBe(499.9);
    // Changed beside the API: only the shared cached entry explains the old price on both.
    await t.deps.db.update(products).set({ priceCentimes: 59990 }).where(where);
    expect(await price(byId())).toBe(499.9);
    t.deps.catalogueCache.dropProducts([ids.nour!]);
    expect(await price(bySlug(`montre-nour-${ids.nour}`))).toBe(599.9);
    await t.deps.db.update(products).set(before!).where(where);
    t.deps.catalogueCache.clear();
  });

  it('answers 404 "Produit non trouvé" for an unknown slug', async () => {
    for (const slug of [`montre-nour-${MISSING}`, MISSING, 'montre-nour', 'montre-nour-42']) {
      const res = await bySlug(slug);
      expect(res.statusCode, slug).toBe(404);
      expect(json<Body>(res).message).toBe('Produit non trouvé');
    }
  });
});

describe('POST /api/product/search-product', () => {
  const url = '/api/product/search-product';

  it('pages results with page, totalPage and totalCount', async () => {
    const p1 = await post(url, { search: 'article lot', page: 1 });
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ success: true, page: 1, totalCount: 105, totalPage: 9 });
    expect(p1.body.data).toHaveLength(12);
    const big = await post(url, { search: 'article lot', page: 0, limit: 10_000 });
    expect(big.body).toMatchObject({ page: 1, totalPage: 2 });
    expect(big.body.data).toHaveLength(100);
    const last = await post(url, { search: 'article lot', page: 2, limit: 10_000 });
    expect(last.body.data).toHaveLength(5);
    const past = await post(url, { search: 'article lot', page: 3, limit: 10_000 });
    expect(past.body).toMatchObject({ page: 3, data: [], totalCount: 105, totalPage: 2 });
    const pages = new Set([...names(big.body), ...names(last.body)]);
    expect(pages.size).toBe(105);
  });

  it('answers an empty page, never an error, for nothing or punctuation only', async () => {
    for (const search of ['', '   ', '!?.,;:'.repeat(50), "'&|!()<->:*\\", undefined, null]) {
      const { status, body } = await post(url, { search, page: 1 });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, data: [], page: 1, totalPage: 0, totalCount: 0 });
    }
    const noBody = await post(url);
    expect(noBody.status).toBe(200);
    expect(noBody.body.data).toEqual([]);
  });
});
