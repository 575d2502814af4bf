import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductResponseSchema,
  ProductSchema,
  ListingResponseSchema,
  SearchResponseSchema,
} from '@zina/shared/schemas/catalogue';
import { products } from '../../../db/schema';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, json, type TestApp } from '@test/test-app';
import { productService } from './service';

let t: TestApp;
const ids: string[] = [];
let listing = { categoryId: '', subCategoryId: '' };

// Prices with and without centimes, discounts, texts a JSON writer must escape, several images,
// extra details or none, and creation times whose microseconds round or truncate differently.
const CASES = [
  { name: 'Sac « Atlas » camel', price: 449.99, discount: 15, micros: '.999999' },
  { name: 'Montre "Médina" \\ acier', price: 1200, discount: 0, micros: '.000001' },
  { name: 'Bague\nÉté\t✨ 😀', price: 0.1, discount: 99, micros: '.5005' },
  { name: 'Collier', price: 123.45, discount: 50, micros: '' },
];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const f = catalogueFixture(t.deps.db);
  const femme = await f.category('Femme & fille');
  const sacs = await f.subcategory('Sacs <cuir>', [femme._id]);
  listing = { categoryId: femme._id, subCategoryId: sacs._id };
  for (const [i, c] of CASES.entries()) {
    const { _id: id } = await f.product({
      name: c.name,
      price: c.price,
      discount: c.discount,
      stock: i * 7,
      description: `${c.name}, fait main à Fès.\n« Pièce unique »`,
      unit: i % 2 ? '' : 'Taille unique',
      images: i % 2 ? [] : ['/uploads/a.webp', '/uploads/b é.webp'],
      moreDetails: i % 2 ? {} : { Matière: 'Cuir "pleine fleur"', Référence: `R-${i}` },
      categoryIds: i === 3 ? [] : [femme._id],
      subcategoryIds: i === 3 ? [] : [sacs._id],
    });
    await t.deps.db
      .update(products)
      .set({ createdAt: sql`${`2026-03-0${i + 1} 10:20:30${c.micros}+00`}::timestamptz` })
      .where(eq(products.id, id));
    ids.push(id);
  }
});
afterAll(() => t.close());

/** A value as an answer carries it: the uploads' paths made absolute (ADR 0018). */
const asSent = (value: unknown): unknown => JSON.parse(t.deps.media.inJson(JSON.stringify(value)));

describe('The product page read built by the database', () => {
  it('is the very product the schema makes of the row, for every kind of value', async () => {
    const service = productService(t.deps);
    for (const id of ids) {
      const built = JSON.parse(await service.detailsJson(id)) as unknown;
      expect(built).toEqual(ProductSchema.encode(await service.details(id)));
    }
  });

  it('answers the contract over HTTP, and 404 in French for a product that is not there', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: ids[0] },
    });
    expect(res.statusCode).toBe(200);
    const body = json<unknown>(res);
    expect(ProductResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ success: true, message: 'Détails du produit' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: 'ffffffffffffffffffffffff' },
    });
    expect(missing.statusCode).toBe(404);
    expect(json<{ message: string }>(missing).message).toBe('Produit non trouvé');
  });

  it('answers a search with the same products, in the contract, and the back office alike', async () => {
    const service = productService(t.deps);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { search: 'sac', page: 1 },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ data: Array<{ _id: string }>; totalCount: number }>(res);
    expect(SearchResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ success: true, message: 'Résultats de la recherche', page: 1 });
    // The three products of the "Sacs" subcategory, each as its own page shows it.
    expect(body.totalCount).toBe(3);
    expect(body.data.map((p) => p._id).sort()).toEqual(ids.slice(0, 3).sort());
    for (const product of body.data) {
      expect(product).toEqual(asSent(ProductSchema.encode(await service.details(product._id))));
    }
    const listed = await service.list({ page: 1, limit: 10, search: 'sac' });
    expect(asSent(listed.data)).toEqual(body.data);

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { search: 'zzzzqqq', page: 1 },
    });
    expect(json(none)).toEqual({
      success: true,
      error: false,
      message: 'Résultats de la recherche',
      data: [],
      page: 1,
      totalPage: 0,
      totalCount: 0,
    });
  });

  it('answers a listing page with the same products, in the contract', async () => {
    const service = productService(t.deps);
    const read = (page: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/get-pruduct-by-category-and-subcategory',
        payload: { ...listing, page, limit: 2, sort: 'price-asc' },
      });
    const first = json<{ data: Array<{ _id: string; price: number }> }>(await read(1));
    expect(ListingResponseSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({ success: true, page: 1, totalCount: 3, totalNoPage: 2 });
    for (const product of first.data) {
      expect(product).toEqual(asSent(ProductSchema.encode(await service.details(product._id))));
    }
    // Cheapest first: 0.10 then 449.99, and the last page holds the third.
    expect(first.data.map((p) => p.price)).toEqual([0.1, 449.99]);
    const second = json<{ data: Array<{ price: number }> }>(await read(2));
    expect(second).toMatchObject({ page: 2, totalCount: 3, totalNoPage: 2 });
    expect(second.data.map((p) => p.price)).toEqual([1200]);
    const past = json(await read(3));
    expect(past).toEqual({
      success: true,
      error: false,
      message: 'Liste des produits',
      data: [],
      page: 3,
      totalCount: 3,
      totalNoPage: 2,
    });
  });
});
