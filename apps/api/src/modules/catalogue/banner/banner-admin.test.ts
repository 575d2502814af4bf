import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueCounts, catalogueFixture, isStored, uploadImage } from '@test/fixtures/catalogue';
import { expectMessage, json } from '@test/test-app';
import {
  catalogueAdminSuite,
  expectPlainSuccess,
  MISSING,
} from '@test/kits/catalogue-admin-test-kit';

type B = {
  _id: string;
  title: string;
  subtitle: string;
  description: string;
  imageDesktop: string;
  imageMobile: string;
  buttonText: string;
  buttonLink: string;
  secondaryButtonText: string;
  secondaryButtonLink: string;
  isActive: boolean;
  order: number;
  tag: string;
  createdAt: string;
  updatedAt: string;
};

const { t, admin, customer, call, expectAllInvalid } = catalogueAdminSuite();
let desktop: string;
let mobile: string;

beforeAll(async () => {
  desktop = await uploadImage(t.app, admin, '#333399');
  mobile = await uploadImage(t.app, admin, '#993333');
  // A category and a subcategory show the same pictures: deleting banners must keep them.
  const f = catalogueFixture(t.deps.db);
  await f.category('Garde', desktop);
  await f.subcategory('Garde', [], mobile);
});

const full = () => ({
  title: 'Soldes d’été',
  subtitle: 'Jusqu’à -40 %',
  description: 'Sacs, bijoux et montres à prix doux.',
  imageDesktop: desktop,
  imageMobile: mobile,
  buttonText: 'Découvrir',
  buttonLink: '/products',
  secondaryButtonText: 'Instagram',
  secondaryButtonLink: 'https://www.instagram.com/zina',
  isActive: true,
  order: 2,
  tag: 'Promo',
});

const create = async (payload: unknown = full()) => {
  const res = await call('POST', '/api/banner/create', payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: B }>(res).data;
};

const active = async () =>
  json<{ data: B[] }>(await t.app.inject({ method: 'GET', url: '/api/banner/active' })).data;

const page = async (payload: unknown) => {
  const res = await call('POST', '/api/banner/get', payload);
  expect(res.statusCode).toBe(200);
  return json<{ success: boolean; data: B[]; totalPages: number; totalCount: number }>(res);
};

describe('banner admin calls: who may call them', () => {
  it('answers 401 to a visitor, 403 to a customer and serves the admin, on every call', async () => {
    const a = await catalogueFixture(t.deps.db).banner({ title: 'Cible A' });
    const b = await catalogueFixture(t.deps.db).banner({ title: 'Cible B' });
    const routes = [
      (h: Record<string, string>) => call('POST', '/api/banner/create', full(), h),
      (h: Record<string, string>) => call('POST', '/api/banner/get', { page: 1 }, h),
      (h: Record<string, string>) =>
        call('PUT', '/api/banner/update', { ...full(), _id: a._id, title: 'Cible A2' }, h),
      (h: Record<string, string>) => call('PATCH', `/api/banner/toggle-status/${a._id}`, {}, h),
      (h: Record<string, string>) => call('DELETE', `/api/banner/delete/${b._id}`, undefined, h),
    ];
    const counts = await catalogueCounts(t.deps.db);
    for (const route of routes) {
      expect((await route({})).statusCode).toBe(401);
      expect((await route(customer)).statusCode).toBe(403);
    }
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
    expect((await active()).map((x) => x.title).sort()).toEqual(['Cible A', 'Cible B']);
    const statuses = [];
    for (const route of routes) statuses.push((await route(admin)).statusCode);
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    // Clean slate for the tests below.
    for (const x of (await page({ limit: 1000 })).data) {
      await call('DELETE', `/api/banner/delete/${x._id}`);
    }
  });
});

describe('POST /api/banner/create', () => {
  it('creates a banner the home carousel shows at once', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/banner/active' });
    const res = await call('POST', '/api/banner/create', full());
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; message: string; data: B }>(res);
    expect(body.message).toBe('Bannière créée avec succès');
    expect(body.data).toMatchObject(full());
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/banner/active',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(json<{ data: B[] }>(after).data).toContainEqual(body.data);
  });

  it('needs only the two images: active, order 0 and empty texts by default', async () => {
    const b = await create({ imageDesktop: desktop, imageMobile: mobile, title: null });
    expect(b).toMatchObject({
      title: '',
      subtitle: '',
      buttonLink: '',
      isActive: true,
      order: 0,
      tag: '',
    });
  });

  it('refuses malformed bodies with 400 and a French message, writing nothing', async () => {
    const counts = await catalogueCounts(t.deps.db);
    const v = full();
    const IMAGES = 'Les images desktop et mobile sont requises';
    const LINK = 'Le lien doit commencer par « / » ou être une adresse http(s)';
    const cases: Array<[unknown, string]> = [
      [{}, IMAGES],
      [{ ...v, imageDesktop: undefined }, IMAGES],
      [{ ...v, imageMobile: '' }, IMAGES],
      [{ ...v, imageMobile: '   ' }, IMAGES],
      [{ ...v, imageDesktop: 12 }, IMAGES],
      [
        { ...v, imageDesktop: 'https://pub.example.com/banniere.webp' },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [
        { ...v, imageMobile: 'http://localhost:3000/uploads/../secret' },
        'Image refusée : utilisez une image téléchargée sur cette boutique',
      ],
      [{ ...v, order: -1 }, 'L’ordre doit être supérieur ou égal à 0'],
      [{ ...v, order: 1.5 }, 'L’ordre doit être un nombre entier'],
      [{ ...v, order: 'premier' }, 'L’ordre doit être un nombre'],
      [{ ...v, buttonLink: 'javascript:alert(1)' }, LINK],
      [{ ...v, buttonLink: '//pirate.example.com' }, LINK],
      [{ ...v, secondaryButtonLink: 'products' }, LINK],
      [{ ...v, secondaryButtonLink: 'ftp://fichiers.example.com' }, LINK],
      [{ ...v, buttonLink: 42 }, LINK],
      [{ ...v, title: 'x'.repeat(10_000) }, 'Le titre ne doit pas dépasser 200 caractères'],
      [{ ...v, title: ['Soldes'] }, 'Le titre doit être un texte'],
      [{ ...v, isActive: 'oui' }, 'Le statut doit être vrai ou faux'],
    ];
    await expectAllInvalid('POST', '/api/banner/create', cases);
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});

describe('POST /api/banner/get', () => {
  it('pages every banner, active or not, 12 by default, and searches their texts', async () => {
    for (const x of (await page({ limit: 1000 })).data) {
      await call('DELETE', `/api/banner/delete/${x._id}`);
    }
    for (let i = 0; i < 14; i++) {
      await create({
        ...full(),
        title: i === 3 ? 'Fête des Mères' : `Bannière ${i}`,
        tag: i === 5 ? 'NOUVEAUTÉ' : '',
        order: i,
        isActive: i % 2 === 0,
      });
    }
    const first = await page({ page: 1 });
    expect(first.data).toHaveLength(12);
    expect(first).toMatchObject({ success: true, totalCount: 14, totalPages: 2 });
    expect(first.data[0]!.title).toBe('Bannière 0');
    const second = await page({ page: 2 });
    expect(second.data.map((b) => b.title)).toEqual(['Bannière 12', 'Bannière 13']);
    expect(second.data.some((b) => !b.isActive)).toBe(true);

    expect((await page({ search: 'fete des meres' })).data.map((b) => b.title)).toEqual([
      'Fête des Mères',
    ]);
    expect((await page({ search: 'nouveaute' })).totalCount).toBe(1);
    expect((await page({ search: '100%_' })).totalCount).toBe(0);
    const all = await page({ page: 1, limit: 1000 });
    expect(all.data).toHaveLength(14);
    expect(all.totalPages).toBe(1);
    expect((await page({ limit: 5000 })).data).toHaveLength(14);
    expect((await page(undefined)).data).toHaveLength(12);
  });
});

describe('PUT /api/banner/update', () => {
  it('saves every field; an absent isActive keeps the current one', async () => {
    const b = await create({ ...full(), isActive: false });
    const res = await call('PUT', '/api/banner/update', {
      ...full(),
      _id: b._id,
      title: 'Nouvelle collection',
      isActive: undefined,
      order: 5,
      createdAt: 'ignoré',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Bannière mise à jour avec succès',
      data: { _id: b._id, title: 'Nouvelle collection', isActive: false, order: 5 },
    });
  });

  it('removes a replaced image only when no other banner still shows it', async () => {
    const own = await uploadImage(t.app, admin, '#010203');
    const b = await create({ ...full(), imageDesktop: own });
    const next = await uploadImage(t.app, admin, '#030201');
    const res = await call('PUT', '/api/banner/update', {
      ...full(),
      _id: b._id,
      imageDesktop: next,
      imageMobile: mobile,
    });
    expect(res.statusCode).toBe(200);
    expect(isStored(t.dataDir, own)).toBe(false);
    expect(isStored(t.dataDir, next)).toBe(true);
    expect(isStored(t.dataDir, mobile)).toBe(true);
  });

  it('refuses a missing banner with 404 and bad fields with 400, changing nothing', async () => {
    const b = await create();
    const missing = await call('PUT', '/api/banner/update', { ...full(), _id: MISSING });
    expectMessage(missing, 404, 'Bannière introuvable');
    for (const [payload, message] of [
      [{ ...full() }, 'Identifiant invalide'],
      [{ ...full(), _id: b._id, imageMobile: '' }, 'Les images desktop et mobile sont requises'],
      [{ ...full(), _id: b._id, order: -3 }, 'L’ordre doit être supérieur ou égal à 0'],
    ] as Array<[unknown, string]>) {
      const res = await call('PUT', '/api/banner/update', payload);
      expectMessage(res, 400, message);
    }
    const stored = (await page({ limit: 1000 })).data.find((x) => x._id === b._id);
    expect(stored).toEqual(b);
  });
});

describe('PATCH /api/banner/toggle-status/:id and DELETE /api/banner/delete/:id', () => {
  it('deactivates a banner: the carousel drops it at once; activating brings it back', async () => {
    const b = await create({ ...full(), title: 'Ramadan Karim' });
    expect((await active()).map((x) => x._id)).toContain(b._id);
    const off = await call('PATCH', `/api/banner/toggle-status/${b._id}`);
    expect(off.statusCode).toBe(200);
    expect(json(off)).toMatchObject({
      success: true,
      message: 'Bannière désactivée',
      data: { isActive: false },
    });
    expect((await active()).map((x) => x._id)).not.toContain(b._id);
    const on = await call('PATCH', `/api/banner/toggle-status/${b._id}`);
    expect(json(on)).toMatchObject({ message: 'Bannière activée', data: { isActive: true } });
    expect((await active()).map((x) => x._id)).toContain(b._id);
  });

  it('deletes a banner: gone from the carousel and the list, its own images removed', async () => {
    const own = await uploadImage(t.app, admin, '#0a0b0c');
    const b = await create({ ...full(), imageMobile: own });
    const res = await call('DELETE', `/api/banner/delete/${b._id}`);
    expectPlainSuccess(res, 'Bannière supprimée avec succès');
    expect((await active()).map((x) => x._id)).not.toContain(b._id);
    expect(isStored(t.dataDir, own)).toBe(false);
    expect(isStored(t.dataDir, desktop)).toBe(true);
    const again = await call('DELETE', `/api/banner/delete/${b._id}`);
    expectMessage(again, 404, 'Bannière introuvable');
  });

  it('answers 400 for a malformed id and 404 for a missing banner', async () => {
    const counts = await catalogueCounts(t.deps.db);
    for (const res of [
      await call('DELETE', '/api/banner/delete/pas-un-id'),
      await call('PATCH', '/api/banner/toggle-status/123'),
    ]) {
      expectMessage(res, 400, 'Identifiant invalide');
    }
    const missing = await call('PATCH', `/api/banner/toggle-status/${MISSING}`);
    expect(missing.statusCode).toBe(404);
    expect(await catalogueCounts(t.deps.db)).toEqual(counts);
  });
});
