import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, stockMovements, users } from '../../../db/schema';
import {
  catalogueCounts,
  catalogueFixture,
  isStored,
  storedPath,
  uploadImage,
} from '@test/fixtures/catalogue';
import { createAddress, createCustomer, type Customer } from '@test/fixtures/shop';
import { ADMIN, expectMessage, json } from '@test/test-app';
import { invoiceKit } from '@test/kits/invoice-test-kit';
import { orderKit } from '@test/kits/order-test-kit';
import {
  catalogueAdminSuite,
  expectPlainSuccess,
  MISSING,
} from '@test/kits/catalogue-admin-test-kit';

type Ref = { _id: string; name: string };
type P = Ref & {
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
};

const { t, admin, customer, call, searchNames, expectAllInvalid } = catalogueAdminSuite();
const orders = orderKit(t);
const { generate } = invoiceKit(t);
let adminId: string;
let img1: string;
let img2: string;
let femme: Ref;
let homme: Ref;
let sacs: Ref;

beforeAll(async () => {
  [{ id: adminId }] = (await t.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN.email))) as [{ id: string }];
  img1 = await uploadImage(t.app, admin, '#aa3311');
  img2 = await uploadImage(t.app, admin, '#11aa33');
  const f = catalogueFixture(t.deps.db);
  femme = await f.category('Femme', img1);
  homme = await f.category('Homme', img1);
  sacs = await f.subcategory('Sacs à main', [femme._id], img1);
});

const valid = () => ({
  name: 'Sac Cabas Zahra',
  description: 'Cabas en cuir tressé, doublure en lin.',
  image: [img1, img2],
  category: [femme],
  subCategory: [sacs._id],
  unit: 'Taille unique',
  stock: 7,
  price: 349.9,
  discount: 10,
  more_details: { Matière: 'Cuir', Couleur: 'Camel' },
});

const create = async (payload: unknown = valid()) => {
  const res = await call('POST', '/api/product/create', payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: P }>(res).data;
};

const details = (productId: string) =>
  t.app.inject({ method: 'POST', url: '/api/product/get-product-details', payload: { productId } });

describe('product writes: who may call them', () => {
  it('answers 401 to a visitor, 403 to a customer and serves the admin, on every write', async () => {
    const target = await catalogueFixture(t.deps.db).product({ name: 'Cible', images: [img1] });
    const routes = [
      (h: Record<string, string>) => call('POST', '/api/product/create', valid(), h),
      (h: Record<string, string>) =>
        call('PUT', '/api/product/update-product-details', { _id: target._id, price: 120 }, h),
      (h: Record<string, string>) =>
        call('DELETE', '/api/product/delete-product', { _id: target._id }, h),
    ];
    const counts = await catalogueCounts(t.deps.db);
    for (const route of routes) {
      expect((await route({})).statusCode).toBe(401);
      expect((await route(customer)).statusCode).toBe(403);
    }
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
    const statuses = [];
    for (const route of routes) statuses.push((await route(admin)).statusCode);
    expect(statuses).toEqual([201, 200, 200]);
  });
});

describe('POST /api/product/create', () => {
  it('creates the product the storefront shows: MAD prices, links, custom fields', async () => {
    const res = await call('POST', '/api/product/create', {
      ...valid(),
      name: '  Sac Seau Amal ',
      stock: '12',
      price: '499,90',
      discount: '15',
      more_details: { ' Matière ': ' Raphia ', Garantie: 1 },
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; message: string; data: P }>(res);
    expect(body.message).toBe('Produit créé avec succès');
    expect(body.data).toMatchObject({
      name: 'Sac Seau Amal',
      image: [img1, img2],
      category: [femme],
      subCategory: [sacs],
      unit: 'Taille unique',
      stock: 12,
      price: 499.9,
      discount: 15,
      more_details: { Matière: 'Raphia', Garantie: '1' },
    });
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, body.data._id));
    // 15 % of 499,90 = 74,985, the deduction rounded up to 75 MAD (SPEC.md §9).
    expect(row).toMatchObject({ priceCentimes: 49_990, salePriceCentimes: 42_490 });

    const shown = json<{ data: P }>(await details(body.data._id)).data;
    expect(shown).toEqual(body.data);
    expect(await searchNames('seau amal')).toContain('Sac Seau Amal');
    // Found by its subcategory's name as well.
    expect(await searchNames('sacs a main')).toContain('Sac Seau Amal');
    const listing = json<{ data: Ref[] }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/product/get-pruduct-by-category-and-subcategory',
        payload: { categoryId: femme._id, subCategoryId: sacs._id },
      }),
    ).data;
    expect(listing.map((p) => p.name)).toContain('Sac Seau Amal');
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, body.data._id));
    expect(moves).toMatchObject([{ delta: 12, stockAfter: 12, reason: 'admin', userId: adminId }]);
  });

  it('refuses malformed bodies with 400 and a French message, writing nothing', async () => {
    const counts = await catalogueCounts(t.deps.db);
    const v = valid();
    const without = (key: keyof typeof v) => {
      const copy: Record<string, unknown> = { ...v };
      delete copy[key];
      return copy;
    };
    const manyDetails = Object.fromEntries(
      Array.from({ length: 31 }, (_, i) => [`Champ ${i}`, 'x']),
    );
    const cases: Array<[unknown, string]> = [
      [{}, 'Le nom du produit est requis'],
      [without('name'), 'Le nom du produit est requis'],
      [without('description'), 'La description est requise'],
      [without('unit'), 'L’unité est requise'],
      [without('stock'), 'Le stock doit être un nombre'],
      [without('price'), 'Le prix doit être un nombre'],
      [without('discount'), 'La remise doit être un nombre'],
      [{ ...v, name: 'x'.repeat(10_000) }, 'Le nom du produit ne doit pas dépasser 200 caractères'],
      [
        { ...v, description: 'x'.repeat(5001) },
        'La description ne doit pas dépasser 5000 caractères',
      ],
      [{ ...v, name: 12 }, 'Le nom du produit est requis'],
      [{ ...v, stock: -1 }, 'Le stock ne peut pas être négatif'],
      [{ ...v, stock: '-3' }, 'Le stock ne peut pas être négatif'],
      [{ ...v, stock: 2.5 }, 'Le stock doit être un nombre entier'],
      [{ ...v, stock: 'beaucoup' }, 'Le stock doit être un nombre'],
      [{ ...v, stock: true }, 'Le stock doit être un nombre'],
      [{ ...v, stock: null }, 'Le stock doit être un nombre'],
      [{ ...v, stock: 1e9 }, 'Le stock ne doit pas dépasser 1 000 000'],
      [{ ...v, price: 0 }, 'Le prix doit être supérieur à 0'],
      [{ ...v, price: -20 }, 'Le prix doit être supérieur à 0'],
      [{ ...v, price: 10.999 }, 'Le prix doit avoir au plus 2 décimales'],
      [{ ...v, price: '' }, 'Le prix doit être un nombre'],
      [{ ...v, price: [100] }, 'Le prix doit être un nombre'],
      [{ ...v, price: 5e7 }, 'Le prix ne doit pas dépasser 1 000 000 MAD'],
      [{ ...v, discount: 150 }, 'La remise doit être un nombre entier entre 0 et 100'],
      [{ ...v, discount: -5 }, 'La remise doit être un nombre entier entre 0 et 100'],
      [{ ...v, discount: 12.5 }, 'La remise doit être un nombre entier entre 0 et 100'],
      [{ ...v, discount: 'moitié' }, 'La remise doit être un nombre'],
      [{ ...v, more_details: { Matière: '' } }, 'Le champ « Matière » est requis'],
      [{ ...v, more_details: { Matière: '   ' } }, 'Le champ « Matière » est requis'],
      [{ ...v, more_details: { Matière: { a: 1 } } }, 'Le champ « Matière » est requis'],
      [
        { ...v, more_details: { Matière: 'x'.repeat(501) } },
        'Le champ « Matière » ne doit pas dépasser 500 caractères',
      ],
      [
        { ...v, more_details: { ' ': 'x' } },
        'Le nom d’un champ personnalisé doit compter de 1 à 100 caractères',
      ],
      [{ ...v, more_details: manyDetails }, '30 champs personnalisés au maximum'],
      [{ ...v, more_details: ['Cuir'] }, 'Les champs personnalisés sont invalides'],
      [{ ...v, image: Array(11).fill(img1) }, '10 images au maximum'],
      [{ ...v, image: img1 }, 'Les images doivent être une liste'],
      [{ ...v, image: [''] }, 'Adresse d’image invalide'],
      [
        { ...v, image: [img1, 'https://cdn.example.com/sac.webp'] },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [
        { ...v, image: ['//cdn.example.com/sac.webp'] },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [{ ...v, category: [MISSING] }, 'Une des catégories choisies n’existe pas'],
      [{ ...v, category: ['femme'] }, 'Une des catégories choisies n’existe pas'],
      [{ ...v, subCategory: [{ _id: MISSING }] }, 'Une des sous-catégories choisies n’existe pas'],
      [{ ...v, subCategory: [femme._id] }, 'Une des sous-catégories choisies n’existe pas'],
    ];
    await expectAllInvalid('POST', '/api/product/create', cases);
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});

describe("a product's search rows are written only when its text changes", () => {
  // Every rewrite of a search row leaves a dead row version and a dead GIN entry that only a
  // vacuum clears; a trigger of the test's own counts them.
  async function countingRewrites() {
    const db = t.deps.db;
    await db.execute(sql`create table if not exists test_rewrites (tbl text not null)`);
    await db.execute(sql`create or replace function test_count_rewrite() returns trigger
      language plpgsql as $$ begin insert into test_rewrites values (TG_TABLE_NAME); return null; end $$`);
    await db.execute(sql`create trigger test_rewritten after update on product_search
      for each row execute function test_count_rewrite()`);
    return {
      async rewrites() {
        const { rows } = (await db.execute(
          sql`select tbl, count(*)::int as n from test_rewrites group by tbl order by tbl`,
        )) as unknown as { rows: Array<{ tbl: string; n: number }> };
        await db.execute(sql`delete from test_rewrites`);
        return Object.fromEntries(rows.map((r) => [r.tbl, r.n]));
      },
      async stop() {
        await db.execute(sql`drop trigger test_rewritten on product_search`);
      },
    };
  }

  it('writes a new product once, and an edit rewrites the search row only for new links', async () => {
    const counter = await countingRewrites();
    try {
      const p = await create({ ...valid(), name: 'Pochette Lina' });
      expect(await counter.rewrites()).toEqual({});
      expect(await searchNames('sacs a main')).toContain(p.name);

      const same = await call('PUT', '/api/product/update-product-details', {
        _id: p._id,
        category: [femme._id],
        subCategory: [sacs._id],
      });
      expect(same.statusCode).toBe(200);
      expect(await counter.rewrites()).toEqual({});

      const moved = await call('PUT', '/api/product/update-product-details', {
        _id: p._id,
        category: [homme._id],
        subCategory: [],
      });
      expect(moved.statusCode).toBe(200);
      expect(await counter.rewrites()).toEqual({ product_search: 1 });
      expect(await searchNames('homme')).toContain(p.name);
      expect(await searchNames('sacs a main')).not.toContain(p.name);
    } finally {
      await counter.stop();
    }
  });
});

describe('PUT /api/product/update-product-details', () => {
  it('changes only what is sent; the product page shows the new price at once', async () => {
    const p = await create();
    const res = await call('PUT', '/api/product/update-product-details', {
      _id: p._id,
      price: 299,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      error: false,
      message: 'Produit mis à jour avec succès',
      data: { ...p, price: 299 },
    });
    expect(json<{ data: P }>(await details(p._id)).data).toEqual({ ...p, price: 299 });
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, p._id));
    // 10 % of 299 = 29,90, rounded up to 30 MAD.
    expect(row).toMatchObject({ priceCentimes: 29_900, salePriceCentimes: 26_900, discount: 10 });
  });

  it('takes the whole edited product back (the edit modal sends it all)', async () => {
    const p = await create();
    const edited = {
      name: 'Sac Cabas Noor',
      category: [homme],
      subCategory: [],
      image: [img2],
      discount: 0,
      more_details: { Matière: 'Toile' },
    };
    const res = await call('PUT', '/api/product/update-product-details', { ...p, ...edited });
    expect(res.statusCode).toBe(200);
    const shown = json<{ data: P }>(await details(p._id)).data;
    expect(shown).toMatchObject({
      ...edited,
      price: p.price,
      createdAt: (p as P & { createdAt: string }).createdAt,
    });
    expect(await searchNames('cabas noor')).toContain('Sac Cabas Noor');
    expect(await searchNames('cabas zahra')).not.toContain('Sac Cabas Noor');
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, p._id));
    expect(row!.salePriceCentimes).toBe(row!.priceCentimes);
    expect(row!.searchExtra).toBe('Homme');
    // img1 is still the categories' picture; it stays stored.
    expect(isStored(t.dataDir, img1)).toBe(true);
  });

  it('records an admin stock movement with the difference when the stock changes', async () => {
    const p = await create();
    await call('PUT', '/api/product/update-product-details', { _id: p._id, stock: 3 });
    await call('PUT', '/api/product/update-product-details', { _id: p._id, stock: 3, price: 10 });
    await call('PUT', '/api/product/update-product-details', { _id: p._id, stock: 20 });
    const moves = await t.deps.db
      .select({
        delta: stockMovements.delta,
        stockAfter: stockMovements.stockAfter,
        reason: stockMovements.reason,
        userId: stockMovements.userId,
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, p._id))
      .orderBy(stockMovements.id);
    expect(moves).toEqual([
      { delta: 7, stockAfter: 7, reason: 'admin', userId: adminId },
      { delta: -4, stockAfter: 3, reason: 'admin', userId: adminId },
      { delta: 17, stockAfter: 20, reason: 'admin', userId: adminId },
    ]);
    expect(json<{ data: P }>(await details(p._id)).data.stock).toBe(20);
  });

  it('removes a dropped image that no other row uses, keeps one still in use', async () => {
    const only = await uploadImage(t.app, admin, '#0000aa');
    const shared = await uploadImage(t.app, admin, '#00aa00');
    const avatar = await uploadImage(t.app, admin, '#aa00aa');
    const a = await create({ ...valid(), image: [only, shared, avatar] });
    await create({ ...valid(), image: [shared] });
    // An account shows the third as its avatar: the user module's registered use keeps it.
    const someone = await createCustomer(t.deps);
    await t.deps.db
      .update(users)
      .set({ avatar: storedPath(avatar) })
      .where(eq(users.id, someone.id));
    const res = await call('PUT', '/api/product/update-product-details', {
      _id: a._id,
      image: [img2],
    });
    expect(res.statusCode).toBe(200);
    expect(isStored(t.dataDir, only)).toBe(false);
    expect(isStored(t.dataDir, shared)).toBe(true);
    expect(isStored(t.dataDir, avatar)).toBe(true);
  });

  it('refuses bad values with 400 and a missing product with 404, changing nothing', async () => {
    const p = await create();
    const counts = await catalogueCounts(t.deps.db);
    const cases: Array<[unknown, string]> = [
      [{ price: 10 }, 'Identifiant invalide'],
      [{ _id: p._id, discount: 150 }, 'La remise doit être un nombre entier entre 0 et 100'],
      [{ _id: p._id, stock: -2 }, 'Le stock ne peut pas être négatif'],
      [{ _id: p._id, price: 0 }, 'Le prix doit être supérieur à 0'],
      [{ _id: p._id, name: '' }, 'Le nom du produit est requis'],
      [
        { _id: p._id, name: 'x'.repeat(10_000) },
        'Le nom du produit ne doit pas dépasser 200 caractères',
      ],
      [{ _id: p._id, description: ' ' }, 'La description est requise'],
      [{ _id: p._id, more_details: { Taille: '' } }, 'Le champ « Taille » est requis'],
      [
        { _id: p._id, image: ['https://ailleurs.example/x.webp'] },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [{ _id: p._id, category: [MISSING] }, 'Une des catégories choisies n’existe pas'],
      [
        { _id: p._id, stock: 1, subCategory: [MISSING] },
        'Une des sous-catégories choisies n’existe pas',
      ],
    ];
    await expectAllInvalid('PUT', '/api/product/update-product-details', cases);
    const missing = await call('PUT', '/api/product/update-product-details', {
      _id: MISSING,
      price: 10,
    });
    expectMessage(missing, 404, 'Produit non trouvé');
    expect(json<{ data: P }>(await details(p._id)).data).toEqual(p);
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});

describe('DELETE /api/product/delete-product', () => {
  it('deletes the product: its page answers 404, search and listings no longer show it', async () => {
    const p = await create({ ...valid(), name: 'Pochette Ambre' });
    expect(await searchNames('pochette ambre')).toContain('Pochette Ambre');
    const res = await call('DELETE', '/api/product/delete-product', { ...p });
    expectPlainSuccess(res, 'Produit supprimé avec succès');
    const gone = await details(p._id);
    expectMessage(gone, 404, 'Produit non trouvé');
    expect(await searchNames('pochette ambre')).not.toContain('Pochette Ambre');
    // The history stays, without the link.
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.reason, 'admin'), eq(stockMovements.delta, 7)));
    expect(moves.some((m) => m.productId === null)).toBe(true);
  });

  it('answers 404 for a missing product and 400 without an id, deleting nothing', async () => {
    const counts = await catalogueCounts(t.deps.db);
    const missing = await call('DELETE', '/api/product/delete-product', { _id: MISSING });
    expectMessage(missing, 404, 'Produit non trouvé');
    for (const payload of [{}, { _id: 5 }, { productId: MISSING }, undefined]) {
      const res = await call('DELETE', '/api/product/delete-product', payload);
      expectMessage(res, 400, 'Identifiant invalide');
    }
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});

describe('deleting a product that was ordered', () => {
  async function order(c: Customer, productId: string) {
    const address = await createAddress(t.deps, c.id);
    const line = await orders.addToCart(c, { id: productId });
    const res = await orders.checkout(c, {
      list_items: [{ _id: line._id, quantity: 1 }],
      addressId: address.id,
      subTotalAmt: 314.9,
      totalAmt: 314.9,
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { orderId: string } }>(res).data;
  }

  it('keeps past orders and their invoices readable, and empties cart lines', async () => {
    const picture = await uploadImage(t.app, admin, '#777700');
    // 349,90 MAD − 10 % (34,99 rounded up to 35) = 314,90 MAD.
    const p = await create({ ...valid(), name: 'Sac Commandé', image: [picture] });
    const buyer = await createCustomer(t.deps, { name: 'Salma Benali' });
    const placed = await order(buyer, p._id);
    const invoice = await generate(buyer.auth, placed.orderId);
    expect(invoice.statusCode).toBe(200);
    const waiting = await createCustomer(t.deps);
    expect(
      (await call('POST', '/api/cart/create', { productId: p._id }, waiting.auth)).statusCode,
    ).toBe(200);

    const res = await call('DELETE', '/api/product/delete-product', { _id: p._id });
    expect(res.statusCode).toBe(200);

    const detailsRes = await t.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${placed.orderId}`,
      headers: buyer.auth,
    });
    expect(detailsRes.statusCode).toBe(200);
    const shown = json<{
      data: {
        totalAmt: number;
        items: Array<{
          product_details: { name: string; image: string[] };
          productId: { _id: string | null; price: number };
        }>;
      };
    }>(detailsRes).data;
    expect(shown.totalAmt).toBe(314.9);
    expect(shown.items).toMatchObject([
      {
        product_details: { name: 'Sac Commandé', image: [picture] },
        productId: { _id: null, price: 314.9 },
      },
    ]);
    const orderList = await t.app.inject({
      method: 'GET',
      url: '/api/order/order-list',
      headers: buyer.auth,
    });
    expect(orderList.statusCode).toBe(200);
    // The order's snapshot still shows the picture: its files stay.
    expect(isStored(t.dataDir, picture)).toBe(true);

    const again = await generate(buyer.auth, placed.orderId);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/invoice/my-invoices',
      headers: buyer.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(json<{ data: unknown[] }>(mine).data).toHaveLength(1);

    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: waiting.auth });
    expect(cart.statusCode).toBe(200);
    expect(json<{ data: Array<{ productId: unknown; productName: string }> }>(cart).data).toEqual([
      expect.objectContaining({ productId: null, productName: 'Sac Commandé' }),
    ]);
  });
});
