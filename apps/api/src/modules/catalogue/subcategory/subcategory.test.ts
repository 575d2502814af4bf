import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, json, type TestApp } from '@test/test-app';

let t: TestApp;
let femme: { _id: string; name: string };
let homme: { _id: string; name: string };
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const f = catalogueFixture(t.deps.db);
  homme = await f.category('Homme');
  femme = await f.category('Femme');
  await f.subcategory('Sacs à main', [femme._id]);
  await f.subcategory('Ceintures', [homme._id, femme._id]);
  await f.subcategory('Étuis', []);
  await f.subcategory('bagues', [femme._id]);
});
afterAll(() => t.close());

type Sub = {
  _id: string;
  name: string;
  image: string;
  category: Array<{ _id: string; name: string }>;
};

describe('POST /api/subcategory/get', () => {
  it('lists subcategories by French name, each with its categories', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/subcategory/get' });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: Sub[] }>(res);
    expect(data.map((s) => s.name)).toEqual(['bagues', 'Ceintures', 'Étuis', 'Sacs à main']);
    const ceintures = data.find((s) => s.name === 'Ceintures')!;
    expect(ceintures.category).toEqual([
      { _id: femme._id, name: 'Femme' },
      { _id: homme._id, name: 'Homme' },
    ]);
    expect(data.find((s) => s.name === 'Étuis')!.category).toEqual([]);
    expect(ceintures.image).toBe(`${t.deps.config.publicUrl}/uploads/sub.webp`);
  });

  it('accepts a JSON body too (the body is not used)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/subcategory/get', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Sub[] }>(res).data).toHaveLength(4);
  });
});
