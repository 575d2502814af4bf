import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { META_COLUMNS } from './meta-csv';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { ADMIN, createTestApp, loginAs, type TestApp } from '@test/test-app';

const PUBLIC = 'https://boutique.zina.ma';
let t: TestApp;
let admin: { authorization: string };
let fx: ReturnType<typeof catalogueFixture>;
let sac: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: PUBLIC } });
  admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).auth;
  fx = catalogueFixture(t.deps.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A small CSV reader that honours quoted cells (commas, quotes, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

/** The feed's items as tag → text (a list where a tag repeats); a malformed document throws. */
function itemsOf(xml: string): Array<Record<string, string | string[]>> {
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
  expect(doc.documentElement?.tagName).toBe('rss');
  return Array.from(doc.getElementsByTagName('item')).map((item) => {
    const fields: Record<string, string | string[]> = {};
    for (const el of Array.from(item.childNodes)) {
      if (el.nodeType !== 1) continue;
      const name = (el as unknown as { tagName: string }).tagName;
      const text = el.textContent ?? '';
      const seen = fields[name];
      fields[name] = seen === undefined ? text : [seen, text].flat();
    }
    return fields;
  });
}

describe('product feeds on an empty shop', () => {
  it('answers a valid empty Google feed and a Meta feed with only its header', async () => {
    const g = await get('/feeds/google.xml');
    expect(g.statusCode).toBe(200);
    expect(g.headers['content-type']).toMatch(/^application\/xml/);
    expect(g.body).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect(itemsOf(g.body)).toEqual([]);
    const m = await get('/feeds/meta.csv');
    expect(m.statusCode).toBe(200);
    expect(m.headers['content-type']).toMatch(/^text\/csv/);
    expect(m.body).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand,sale_price,product_type\r\n',
    );
  });
});

describe('product feeds', () => {
  beforeAll(async () => {
    const cat = await fx.category('Sacs & Pochettes');
    const sub = await fx.subcategory('Sacs à main', [cat._id]);
    sac = (
      await fx.product({
        name: 'Sac "Nour" <cuir> & daim',
        description: '=HYPERLINK("http://x.test","gagner")\nDeux lignes, des virgules',
        price: 199,
        discount: 10,
        stock: 3,
        images: [
          '/uploads/nour-1.webp',
          '/uploads/nour-2.webp',
          'https://cdn.example.com/nour-3.webp',
        ],
        categoryIds: [cat._id],
        subcategoryIds: [sub._id],
      })
    )._id;
    await fx.product({ name: 'Ceinture', price: 89.5, stock: 0, moreDetails: { Marque: 'Atlas' } });
    t.deps.catalogueCache.clear();
  });

  it('lists every product in the Google feed with absolute links, MAD prices and escaped text', async () => {
    const res = await get('/feeds/google.xml');
    const items = itemsOf(res.body);
    expect(items).toHaveLength(2);
    const nour = items.find((i) => i['g:id'] === sac)!;
    expect(nour).toMatchObject({
      title: 'Sac "Nour" <cuir> & daim',
      link: `${PUBLIC}/product/sac-nour-cuir-daim-${sac}`,
      'g:image_link': `${PUBLIC}/uploads/nour-1.webp`,
      'g:additional_image_link': [
        `${PUBLIC}/uploads/nour-2.webp`,
        'https://cdn.example.com/nour-3.webp',
      ],
      'g:availability': 'in_stock',
      'g:price': '199.00 MAD',
      'g:sale_price': '179.00 MAD',
      'g:brand': 'Zina',
      'g:condition': 'new',
      'g:product_type': 'Sacs & Pochettes > Sacs à main',
    });
    expect(res.body).toContain('<title>Sac &quot;Nour&quot; &lt;cuir&gt; &amp; daim</title>');
    const ceinture = items.find((i) => i.title === 'Ceinture')!;
    expect(ceinture).toMatchObject({
      'g:availability': 'out_of_stock',
      'g:price': '89.50 MAD',
      'g:brand': 'Atlas',
    });
    expect(ceinture['g:sale_price']).toBeUndefined();
  });

  it('lists the same products in the Meta CSV, quoted and without formulas', async () => {
    const res = await get('/feeds/meta.csv');
    const [head, ...rows] = parseCsv(res.body);
    expect(head).toEqual([...META_COLUMNS]);
    expect(rows).toHaveLength(2);
    const nour = Object.fromEntries(head!.map((h, i) => [h, rows.find((r) => r[0] === sac)![i]]));
    expect(nour).toEqual({
      id: sac,
      title: 'Sac "Nour" <cuir> & daim',
      description: `'=HYPERLINK("http://x.test","gagner")\nDeux lignes, des virgules`,
      availability: 'in stock',
      condition: 'new',
      price: '199.00 MAD',
      link: `${PUBLIC}/product/sac-nour-cuir-daim-${sac}`,
      image_link: `${PUBLIC}/uploads/nour-1.webp`,
      brand: 'Zina',
      sale_price: '179.00 MAD',
      product_type: 'Sacs & Pochettes > Sacs à main',
    });
  });

  it('answers 304 while the catalogue is unchanged and a new feed once it changes', async () => {
    for (const url of ['/feeds/google.xml', '/feeds/meta.csv']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      const lastModified = first.headers['last-modified'] as string;
      expect(etag).toMatch(/^".+"$/);
      expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    }
    const before = await get('/feeds/google.xml');
    // An admin edit through the API (a second later: HTTP dates count whole seconds).
    await new Promise((r) => setTimeout(r, 1100));
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      headers: admin,
      payload: { _id: sac, price: 249 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get('/feeds/google.xml', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<g:price>249.00 MAD</g:price>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A deletion changes the ETag too (the newest update stays the same).
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/product/delete-product',
      headers: admin,
      payload: { _id: sac },
    });
    expect(removed.statusCode).toBe(200);
    const last = await get('/feeds/meta.csv', { 'if-none-match': after.headers.etag as string });
    expect(last.statusCode).toBe(200);
    expect(parseCsv(last.body)).toHaveLength(2);
  });

  it('streams a catalogue larger than one page, every product exactly once', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => ({
      name: `Bracelet ${i}`,
      images: [`/uploads/b-${i}.webp`],
      priceCentimes: 5000 + i,
      salePriceCentimes: 5000 + i,
    }));
    await t.deps.db.insert(products).values(many);
    const res = await get('/feeds/google.xml');
    const ids = itemsOf(res.body).map((i) => i['g:id'] as string);
    expect(ids).toHaveLength(1234 + 1);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = parseCsv((await get('/feeds/meta.csv')).body);
    expect(rows).toHaveLength(1234 + 1 + 1);
  });
});
