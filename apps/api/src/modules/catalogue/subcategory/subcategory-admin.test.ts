import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueCounts, catalogueFixture, isStored, uploadImage } from '@test/fixtures/catalogue';
import { expectMessage, json } from '@test/test-app';
import {
  catalogueAdminSuite,
  expectPlainSuccess,
  MISSING,
} from '@test/kits/catalogue-admin-test-kit';

type Ref = { _id: string; name: string };
type Sub = Ref & { image: string; category: Ref[] };

const { t, admin, customer, call, searchNames, expectAllInvalid } = catalogueAdminSuite();
let image: string;
let femme: Ref;
let homme: Ref;

beforeAll(async () => {
  image = await uploadImage(t.app, admin);
  const f = catalogueFixture(t.deps.db);
  femme = await f.category('Femme', image);
  homme = await f.category('Homme', image);
});

const list = async () =>
  json<{ data: Sub[] }>(await t.app.inject({ method: 'POST', url: '/api/subcategory/get' })).data;

describe('subcategory writes: who may call them', () => {
  it('answers 401 to a visitor, 403 to a customer and serves the admin, on every write', async () => {
    const target = await catalogueFixture(t.deps.db).subcategory('Cible', [femme._id], image);
    const routes = [
      (h: Record<string, string>) =>
        call('POST', '/api/subcategory/create', { name: 'Accès', image, category: [femme] }, h),
      (h: Record<string, string>) =>
        call(
          'PUT',
          '/api/subcategory/update',
          { _id: target._id, name: 'Cible 2', image, category: [homme._id] },
          h,
        ),
      (h: Record<string, string>) =>
        call('DELETE', '/api/subcategory/delete', { _id: target._id }, h),
    ];
    for (const route of routes) {
      expect((await route({})).statusCode).toBe(401);
      expect((await route(customer)).statusCode).toBe(403);
    }
    expect((await list()).map((s) => s.name)).toEqual(['Cible']);
    const statuses = [];
    for (const route of routes) statuses.push((await route(admin)).statusCode);
    expect(statuses).toEqual([201, 200, 200]);
  });
});

describe('POST /api/subcategory/create', () => {
  it('creates a subcategory from { _id, name } objects or ids, without duplicates', async () => {
    const res = await call('POST', '/api/subcategory/create', {
      name: 'Sacs à main',
      image,
      category: [femme, homme._id, { _id: femme._id, name: 'Femme' }],
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; data: Sub }>(res);
    expect(body.message).toBe('Sous-catégorie créée avec succès');
    expect(body.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Sacs à main',
      image,
      category: [femme, homme],
    });
    expect(await list()).toContainEqual(body.data);
  });

  it('accepts a single category string (SPEC.md §3)', async () => {
    const res = await call('POST', '/api/subcategory/create', {
      name: 'Pochettes',
      image,
      category: femme._id,
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Sub }>(res).data.category).toEqual([femme]);
  });

  it('refuses malformed bodies with 400 and a French message, writing nothing', async () => {
    const counts = await catalogueCounts(t.deps.db);
    const ok = { name: 'Valide', image, category: [femme._id] };
    const cases: Array<[unknown, string]> = [
      [{}, 'Le nom est requis'],
      [{ ...ok, name: undefined }, 'Le nom est requis'],
      [{ ...ok, name: ['liste'] }, 'Le nom est requis'],
      [{ ...ok, name: 'x'.repeat(10_000) }, 'Le nom ne doit pas dépasser 100 caractères'],
      [{ ...ok, image: undefined }, "L'image est requise"],
      [{ ...ok, image: '  ' }, "L'image est requise"],
      [
        { ...ok, image: 'https://images.example.com/sac.webp' },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [{ ...ok, category: undefined }, 'Veuillez choisir au moins une catégorie'],
      [{ ...ok, category: [] }, 'Veuillez choisir au moins une catégorie'],
      [{ ...ok, category: [42] }, 'Une des catégories choisies n’existe pas'],
      [{ ...ok, category: [{ name: 'Femme' }] }, 'Une des catégories choisies n’existe pas'],
      [{ ...ok, category: [MISSING] }, 'Une des catégories choisies n’existe pas'],
      [{ ...ok, category: [femme._id, MISSING] }, 'Une des catégories choisies n’existe pas'],
    ];
    await expectAllInvalid('POST', '/api/subcategory/create', cases);
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});

describe('PUT /api/subcategory/update', () => {
  it('saves name, image and categories; products are found by the new name', async () => {
    const f = catalogueFixture(t.deps.db);
    const sub = await f.subcategory('Bracelets', [femme._id], image);
    await f.product({
      name: 'Jonc Tafilalt',
      categoryIds: [femme._id],
      subcategoryIds: [sub._id],
    });
    expect(await searchNames('bracelets')).toContain('Jonc Tafilalt');
    const next = await uploadImage(t.app, admin, '#123456');
    const res = await call('PUT', '/api/subcategory/update', {
      _id: sub._id,
      name: 'Manchettes',
      image: next,
      category: [{ _id: homme._id, name: 'Homme' }, femme],
      createdAt: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      error: false,
      message: 'Sous-catégorie mise à jour avec succès',
      data: { _id: sub._id, name: 'Manchettes', image: next, category: [femme, homme] },
    });
    expect((await list()).find((s) => s._id === sub._id)?.name).toBe('Manchettes');
    expect(await searchNames('manchettes')).toContain('Jonc Tafilalt');
    expect(await searchNames('bracelets')).not.toContain('Jonc Tafilalt');
    // The old picture is still the categories' own: it stays.
    expect(isStored(t.dataDir, image)).toBe(true);
  });

  it('refuses an unknown subcategory (404) and unknown categories (400), changing nothing', async () => {
    const sub = await catalogueFixture(t.deps.db).subcategory('Stable', [femme._id], image);
    t.deps.catalogueCache.clear(); // written beside the API, which would have done it
    const missing = await call('PUT', '/api/subcategory/update', {
      _id: MISSING,
      name: 'X',
      image,
      category: [femme._id],
    });
    expectMessage(missing, 404, 'Sous-catégorie introuvable');
    const renamedIn = (category: string[]) =>
      call('PUT', '/api/subcategory/update', { _id: sub._id, name: 'Renommée', image, category });
    const unknown = await renamedIn([MISSING]);
    expectMessage(unknown, 400, 'Une des catégories choisies n’existe pas');
    expect((await renamedIn([])).statusCode).toBe(400);
    expect((await list()).find((s) => s._id === sub._id)).toEqual({
      _id: sub._id,
      name: 'Stable',
      image,
      category: [femme],
    });
  });
});

describe('DELETE /api/subcategory/delete', () => {
  it('takes the whole row object, deletes it, and its products forget its name', async () => {
    const f = catalogueFixture(t.deps.db);
    const own = await uploadImage(t.app, admin, '#654321');
    const sub = await f.subcategory('Broches', [femme._id], own);
    const p = await f.product({
      name: 'Épingle Nacre',
      categoryIds: [femme._id],
      subcategoryIds: [sub._id],
    });
    expect(await searchNames('broches')).toContain('Épingle Nacre');
    const row = (await list()).find((s) => s._id === sub._id);
    const res = await call('DELETE', '/api/subcategory/delete', row);
    expectPlainSuccess(res, 'Sous-catégorie supprimée avec succès');
    expect((await list()).some((s) => s._id === sub._id)).toBe(false);
    expect(await searchNames('broches')).not.toContain('Épingle Nacre');
    const details = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: p._id },
    });
    expect(json<{ data: { subCategory: Ref[] } }>(details).data.subCategory).toEqual([]);
    expect(isStored(t.dataDir, own)).toBe(false);
  });

  it('answers 404 for a missing subcategory and 400 for a body without an id', async () => {
    const counts = await catalogueCounts(t.deps.db);
    const missing = await call('DELETE', '/api/subcategory/delete', { _id: MISSING });
    expectMessage(missing, 404, 'Sous-catégorie introuvable');
    for (const payload of [{}, { _id: 'nope' }, { name: 'Broches' }, undefined]) {
      const res = await call('DELETE', '/api/subcategory/delete', payload);
      expectMessage(res, 400, 'Identifiant invalide');
    }
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});
