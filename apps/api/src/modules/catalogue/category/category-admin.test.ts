import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../../db/schema';
import { catalogueCounts, catalogueFixture, isStored, uploadImage } from '@test/fixtures/catalogue';
import { expectMessage, expectRefusal, json } from '@test/test-app';
import {
  catalogueAdminSuite,
  expectPlainSuccess,
  MISSING,
} from '@test/kits/catalogue-admin-test-kit';

const { t, admin, customer, call, searchNames, expectAllInvalid } = catalogueAdminSuite();
let image: string;
beforeAll(async () => {
  image = await uploadImage(t.app, admin);
});

type Cat = { _id: string; name: string; image: string };

const add = (payload: unknown, headers?: Record<string, string>) =>
  call('POST', '/api/category/add-category', payload, headers);

const list = async () =>
  json<{ data: Cat[] }>(await t.app.inject({ method: 'GET', url: '/api/category/get' })).data;

describe('category writes: who may call them', () => {
  it('answers 401 to a visitor, 403 to a customer and serves the admin, on every write', async () => {
    const routes: Array<(h?: Record<string, string>) => Promise<{ statusCode: number }>> = [];
    const target = await catalogueFixture(t.deps.db).category('Cible', image);
    const other = await catalogueFixture(t.deps.db).category('Autre cible', image);
    routes.push((h) => add({ name: 'Accès', image }, h));
    routes.push((h) =>
      call('PUT', '/api/category/update', { _id: target._id, name: 'Cible 2', image }, h),
    );
    routes.push((h) => call('DELETE', '/api/category/delete', { _id: target._id }, h));
    routes.push((h) => call('DELETE', `/api/category/delete/${other._id}`, undefined, h));
    for (const route of routes) {
      const visitor = await route({});
      expect(visitor.statusCode).toBe(401);
      const asCustomer = await route(customer);
      expect(asCustomer.statusCode).toBe(403);
      expect(json(asCustomer as never).message).toBe('Accès réservé aux administrateurs');
    }
    expect(await t.deps.db.select().from(categories).where(eq(categories.name, 'Accès'))).toEqual(
      [],
    );
    const statuses = [];
    for (const route of routes) statuses.push((await route(admin)).statusCode);
    expect(statuses).toEqual([201, 200, 200, 200]);
  });
});

describe('POST /api/category/add-category', () => {
  it('adds a category that the storefront list shows at once, with a new ETag', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/category/get' });
    const res = await add({ name: '  Foulards  ', image });
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; error: boolean; message: string; data: Cat }>(res);
    expect(body).toMatchObject({
      success: true,
      error: false,
      message: 'Catégorie ajoutée avec succès',
      data: { name: 'Foulards', image },
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json<{ data: Cat[] }>(after).data).toContainEqual(body.data);
  });

  it('refuses malformed bodies with 400 and a French message, writing nothing', async () => {
    const counts = await catalogueCounts(t.deps.db);
    const cases: Array<[unknown, string]> = [
      [{}, 'Le nom est requis'],
      [{ image }, 'Le nom est requis'],
      [{ name: '   ', image }, 'Le nom est requis'],
      [{ name: 42, image }, 'Le nom est requis'],
      [{ name: 'x'.repeat(10_000), image }, 'Le nom ne doit pas dépasser 100 caractères'],
      [{ name: 'Sans image' }, "L'image est requise"],
      [{ name: 'Sans image', image: '' }, "L'image est requise"],
      [{ name: 'Image objet', image: { url: image } }, "L'image est requise"],
      [
        { name: 'Ailleurs', image: 'https://autre-site.example/sac.webp' },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [
        { name: 'Chemin', image: '/ailleurs/sac.webp' },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [[1, 2], 'Entrée invalide : objet attendu, tableau reçu'],
    ];
    await expectAllInvalid('POST', '/api/category/add-category', cases);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/category/add-category',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"name": "Cassé",',
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken).message).toMatch(/^Données invalides/);
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});

describe('PUT /api/category/update', () => {
  it('renames a category: its products are found by the new name, no longer by the old', async () => {
    const f = catalogueFixture(t.deps.db);
    const cat = await f.category('Maroquinerie', image);
    await f.product({ name: 'Portefeuille Atlas', categoryIds: [cat._id] });
    expect(await searchNames('maroquinerie')).toContain('Portefeuille Atlas');

    const res = await call('PUT', '/api/category/update', {
      _id: cat._id,
      name: 'Bagagerie',
      image,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Catégorie mise à jour avec succès',
      data: { _id: cat._id, name: 'Bagagerie', image },
    });
    expect(await searchNames('bagagerie')).toContain('Portefeuille Atlas');
    expect(await searchNames('maroquinerie')).not.toContain('Portefeuille Atlas');
    expect((await list()).find((c) => c._id === cat._id)?.name).toBe('Bagagerie');
  });

  it('removes the replaced image only when no other row still uses it', async () => {
    const f = catalogueFixture(t.deps.db);
    const shared = await uploadImage(t.app, admin, '#224466');
    const own = await uploadImage(t.app, admin, '#446622');
    const replacement = await uploadImage(t.app, admin, '#662244');
    const a = await f.category('Partage A', shared);
    await f.category('Partage B', shared);
    const c = await f.category('Seule', own);

    await call('PUT', '/api/category/update', {
      _id: a._id,
      name: 'Partage A',
      image: replacement,
    });
    expect(isStored(t.dataDir, shared)).toBe(true);

    await call('PUT', '/api/category/update', { _id: c._id, name: 'Seule', image: replacement });
    expect(isStored(t.dataDir, own)).toBe(false);
    expect(isStored(t.dataDir, replacement)).toBe(true);
  });

  it('refuses a missing category with 404 and bad bodies with 400, changing nothing', async () => {
    const cat = await catalogueFixture(t.deps.db).category('Intacte', image);
    const missing = await call('PUT', '/api/category/update', { _id: MISSING, name: 'X', image });
    expectMessage(missing, 404, 'Catégorie introuvable');
    const cases: Array<[unknown, string]> = [
      [{ name: 'X', image }, 'Identifiant invalide'],
      [{ _id: 'abc', name: 'X', image }, 'Identifiant invalide'],
      [{ _id: cat._id, image }, 'Le nom est requis'],
      [{ _id: cat._id, name: 'X' }, "L'image est requise"],
      [
        { _id: cat._id, name: 'X', image: 'http://evil.example/a.webp' },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PUT', '/api/category/update', payload);
      expectMessage(res, 400, message);
    }
    expect((await list()).find((c) => c._id === cat._id)).toEqual({
      _id: cat._id,
      name: 'Intacte',
      image,
    });
  });
});

describe('DELETE /api/category/delete', () => {
  async function usedCategory(name: string) {
    const f = catalogueFixture(t.deps.db);
    const cat = await f.category(name, image);
    const keep = await f.category(`${name} bis`, image);
    const subs = [];
    for (const s of ['Un', 'Deux', 'Trois']) {
      subs.push(await f.subcategory(`Sous-catégorie ${s}`, [cat._id, keep._id]));
    }
    const prods = [];
    for (const p of ['Alpha', 'Beta']) {
      prods.push(
        await f.product({
          name: `${name} ${p}`,
          categoryIds: [cat._id, keep._id],
          subcategoryIds: [subs[0]!._id],
        }),
      );
    }
    return { cat, keep, subs, prods };
  }

  it('refuses a category still in use with 409 and says how many use it', async () => {
    const { cat } = await usedCategory('Occupée');
    const counts = await catalogueCounts(t.deps.db);
    for (const res of [
      await call('DELETE', '/api/category/delete', { _id: cat._id }),
      await call('DELETE', `/api/category/delete/${cat._id}`),
      await call('DELETE', `/api/category/delete/${cat._id}?detach=false`),
    ]) {
      expectRefusal(
        res,
        409,
        'CONFLICT',
        'Cette catégorie est utilisée par 3 sous-catégories et 2 produits : détachez-les avant de la supprimer.',
      );
    }
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });

  it('names only what uses it, in the singular for one', async () => {
    const f = catalogueFixture(t.deps.db);
    const cat = await f.category('Un seul produit', image);
    await f.product({ name: 'Produit unique', categoryIds: [cat._id] });
    const res = await call('DELETE', '/api/category/delete', { _id: cat._id });
    expect(json(res).message).toBe(
      'Cette catégorie est utilisée par 1 produit : détachez-les avant de la supprimer.',
    );
  });

  it('detaches on request: links go, the category goes, the products stay and forget its name', async () => {
    const { cat, keep, subs, prods } = await usedCategory('Détachée');
    expect(await searchNames('détachée alpha')).toContain('Détachée Alpha');
    const res = await call('DELETE', `/api/category/delete/${cat._id}?detach=true`);
    expectPlainSuccess(res, 'Catégorie supprimée avec succès');
    expect((await list()).some((c) => c._id === cat._id)).toBe(false);

    const subList = json<{ data: Array<{ _id: string; category: Cat[] }> }>(
      await t.app.inject({ method: 'POST', url: '/api/subcategory/get' }),
    ).data;
    for (const s of subs) {
      expect(subList.find((x) => x._id === s._id)?.category.map((c) => c._id)).toEqual([keep._id]);
    }
    const details = json<{ data: { category: Cat[] } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/product/get-product-details',
        payload: { productId: prods[0]!._id },
      }),
    ).data;
    expect(details.category.map((c) => c._id)).toEqual([keep._id]);
    const [row] = await t.deps.db
      .select({ searchExtra: products.searchExtra })
      .from(products)
      .where(eq(products.id, prods[0]!._id));
    expect(row!.searchExtra).toContain('Détachée bis');
    expect(row!.searchExtra.replace('Détachée bis', '')).not.toContain('Détachée');
  });

  it('detaches with detach: true in the body as well', async () => {
    const { cat } = await usedCategory('Corps');
    const res = await call('DELETE', '/api/category/delete', { _id: cat._id, detach: true });
    expect(res.statusCode).toBe(200);
    expect((await list()).some((c) => c._id === cat._id)).toBe(false);
  });

  it('deletes an unused category, by body or by path, and keeps a shared image', async () => {
    const f = catalogueFixture(t.deps.db);
    const a = await f.category('Libre A', image);
    const b = await f.category('Libre B', image);
    const byBody = await call('DELETE', '/api/category/delete', {
      _id: a._id,
      name: 'Libre A',
      image,
    });
    expect(byBody.statusCode).toBe(200);
    const byPath = await call('DELETE', `/api/category/delete/${b._id}`);
    expect(byPath.statusCode).toBe(200);
    expect((await list()).some((c) => [a._id, b._id].includes(c._id))).toBe(false);
    // Other categories still show this picture.
    expect(isStored(t.dataDir, image)).toBe(true);
  });

  it('answers 404 for a category that does not exist and 400 for a malformed id', async () => {
    const counts = await catalogueCounts(t.deps.db);
    const missing = await call('DELETE', `/api/category/delete/${MISSING}`);
    expectMessage(missing, 404, 'Catégorie introuvable');
    for (const res of [
      await call('DELETE', '/api/category/delete', {}),
      await call('DELETE', '/api/category/delete', { _id: 12 }),
      await call('DELETE', '/api/category/delete/pas-un-id'),
    ]) {
      expectMessage(res, 400, 'Identifiant invalide');
    }
    const badFlag = await call('DELETE', `/api/category/delete/${MISSING}?detach=peut-etre`);
    expectMessage(badFlag, 400, 'Le choix « détacher » doit être vrai ou faux');
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});
