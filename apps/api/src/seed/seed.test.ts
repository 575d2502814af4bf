import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { discountedPrice } from '@zina/shared/pricing';
import { idFromSlug } from '@zina/shared/slug';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/test-app';
import {
  banners,
  categories,
  orderLines,
  orders,
  productCategories,
  products,
  productSubcategories,
  subcategories,
  subcategoryCategories,
  users,
} from '../db/schema';
import { seedDemoShop } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'full' });
}, 120_000);
afterAll(() => t.close());

describe('demo shop seed', () => {
  it('creates seven categories with at least four subcategories each', async () => {
    const cats = await t.deps.db.select().from(categories);
    expect(cats.map((c) => c.name).sort()).toEqual(
      [
        'Accessoires Femme',
        'Accessoires Homme',
        'Bijoux',
        'Ceintures',
        'Lunettes',
        'Montres',
        'Sacs',
      ].sort(),
    );
    const links = await t.deps.db.select().from(subcategoryCategories);
    for (const c of cats) {
      expect(links.filter((l) => l.categoryId === c.id).length).toBeGreaterThanOrEqual(4);
    }
    // Many-to-many: some subcategories belong to two categories.
    const subs = await t.deps.db.select().from(subcategories);
    const shared = subs.filter((s) => links.filter((l) => l.subcategoryId === s.id).length > 1);
    expect(shared.length).toBeGreaterThan(0);
  });

  it('creates at least 80 consistent products in every subcategory', async () => {
    const rows = await t.deps.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
    expect(rows.some((p) => p.stock === 0)).toBe(true);
    expect(rows.some((p) => p.stock > 0 && p.stock < 5)).toBe(true);
    expect(rows.filter((p) => p.discount === 0).length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((p) => p.discount >= 10 && p.discount <= 40)).toBe(true);
    for (const p of rows) {
      expect(p.salePriceCentimes).toBe(discountedPrice(p.priceCentimes, p.discount));
      expect(p.priceCentimes % 100).toBe(0);
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.unit).not.toBe('');
      expect(p.moreDetails.Couleur).toBeTruthy();
      expect(p.images).toHaveLength(1);
    }
    const ages = rows.map((p) => p.createdAt.getTime());
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(28 * 24 * 3600_000);

    const cats = await t.deps.db.select().from(categories);
    const subs = await t.deps.db.select().from(subcategories);
    const pc = await t.deps.db.select().from(productCategories);
    const ps = await t.deps.db.select().from(productSubcategories);
    for (const p of rows) {
      const names = [
        ...pc
          .filter((l) => l.productId === p.id)
          .map((l) => cats.find((c) => c.id === l.categoryId)!.name),
        ...ps
          .filter((l) => l.productId === p.id)
          .map((l) => subs.find((s) => s.id === l.subcategoryId)!.name),
      ];
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(p.searchExtra.split(' ').sort()).toEqual(names.join(' ').split(' ').sort());
    }
    for (const s of subs) expect(ps.some((l) => l.subcategoryId === s.id)).toBe(true);
  });

  it('creates three active banners linking into the catalogue', async () => {
    const rows = await t.deps.db.select().from(banners).where(eq(banners.isActive, true));
    expect(rows).toHaveLength(3);
    const productIds = new Set((await t.deps.db.select().from(products)).map((p) => p.id));
    const subIds = new Set((await t.deps.db.select().from(subcategories)).map((s) => s.id));
    for (const b of rows) {
      expect(b.title).not.toBe('');
      expect(b.secondaryButtonLink).toBe('/products');
      const target = idFromSlug(b.buttonLink.split('/').pop());
      expect(target && (productIds.has(target) || subIds.has(target))).toBe(true);
    }
  });

  it('stores every picture through the upload pipeline and serves it', async () => {
    const urls = new Set<string>();
    for (const c of await t.deps.db.select().from(categories)) urls.add(c.image);
    for (const s of await t.deps.db.select().from(subcategories)) urls.add(s.image);
    for (const p of await t.deps.db.select().from(products)) p.images.forEach((u) => urls.add(u));
    const bannerRows = await t.deps.db.select().from(banners);
    for (const b of bannerRows) urls.add(b.imageDesktop).add(b.imageMobile);
    // Shared between products of the same kind and colour: a few dozen at most.
    expect(urls.size).toBeLessThanOrEqual(70);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{24}-\d+\.webp$/);
      expect(existsSync(join(t.dataDir, url.replace(/^\//, '')))).toBe(true);
    }
    const [first] = urls;
    const res = await t.app.inject({ method: 'GET', url: first! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const desktop = await t.app.inject({ method: 'GET', url: bannerRows[0]!.imageDesktop });
    expect(desktop.statusCode).toBe(200);
    expect(bannerRows[0]!.imageDesktop).toMatch(/-1280\.webp$/);
    expect(bannerRows[0]!.imageMobile).toMatch(/-800\.webp$/);
  });

  it('places an order history from demo customers on the demo products', async () => {
    const rows = await t.deps.db.select().from(orders);
    expect(rows.length).toBeGreaterThanOrEqual(320);
    expect(new Set(rows.map((o) => o.deliveryVille)).size).toBeGreaterThanOrEqual(10);
    const productIds = new Set((await t.deps.db.select().from(products)).map((p) => p.id));
    const lines = await t.deps.db.select().from(orderLines);
    expect(lines.every((l) => productIds.has(l.productId!))).toBe(true);
    // The admin and the demo customer, then the 60 customers of the history.
    expect((await t.deps.db.select().from(users)).length).toBe(2 + 60);
  });

  it('does nothing more when run again on a seeded database', async () => {
    const before = (await t.deps.db.select().from(products)).length;
    const ordersBefore = (await t.deps.db.select().from(orders)).length;
    const result = await seedDemoShop(t.deps);
    expect(result.products).toBe(0);
    expect(result.orders).toBe(0);
    expect((await t.deps.db.select().from(products)).length).toBe(before);
    expect((await t.deps.db.select().from(orders)).length).toBe(ordersBefore);
    expect((await t.deps.db.select().from(users)).length).toBe(2 + 60);
  });
});
