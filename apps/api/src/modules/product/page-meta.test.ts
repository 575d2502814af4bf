import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@zina/shared/slug';
import { buildApp } from '../../app';
import { renderHead, type PageMeta } from '../../lib/spa';
import { catalogueFixture } from '../../../test/fixtures/catalogue';
import { createTestApp, type TestApp } from '../../../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Zina — Accessoires de mode au Maroc</title>
    <meta name="description" content="Texte par défaut" />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

const EVIL = 'Sac </script><script>alert(1)</script> "Luxe" & <b>Cie</b>';

let t: TestApp;
let web: FastifyInstance;
let distDir: string;
let publicUrl: string;
const ref: Record<string, { _id: string; name: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  publicUrl = t.deps.config.publicUrl;
  const f = catalogueFixture(t.deps.db);
  ref.femme = await f.category('Femme');
  ref.sacs = await f.subcategory('Sacs à main', [ref.femme._id]);
  ref.nour = await f.product({
    name: 'Montre dorée Nour',
    price: 500,
    discount: 15,
    stock: 3,
    description: 'Une montre dorée, cadran nacré.',
    images: ['/uploads/nour.webp', 'https://cdn.example.ma/nour-2.webp'],
    categoryIds: [ref.femme._id],
    subcategoryIds: [ref.sacs._id],
  });
  ref.evil = await f.product({ name: EVIL, price: 100, stock: 0 });
  distDir = mkdtempSync(join(tmpdir(), 'zina-web-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  web = await buildApp({ deps: t.deps, webDist: distDir });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function resolve(path: string): Promise<PageMeta | null> {
  for (const resolver of t.app.pageMetaResolvers) {
    const meta = await resolver(path, {} as never);
    if (meta) return meta;
  }
  return null;
}

/** The JSON-LD blocks of a page, parsed, and the number of <script> tags it holds. */
function jsonLd(html: string) {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { blocks, scripts: html.match(/<script/g)?.length ?? 0 };
}

describe('product page head', () => {
  it('carries the name in <title>, the canonical address and a JSON-LD Product in MAD', async () => {
    const meta = await resolve(productPath(ref.nour!));
    const html = renderHead(TEMPLATE, meta!, publicUrl);
    expect(html).toContain('<title>Montre dorée Nour | Zina</title>');
    expect(html).toContain('<meta name="description" content="Une montre dorée, cadran nacré.">');
    expect(html).not.toContain('Texte par défaut');
    expect(html).toContain(
      `<link rel="canonical" href="${publicUrl}/product/montre-doree-nour-${ref.nour!._id}">`,
    );
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/uploads/nour.webp">`);
    const { blocks } = jsonLd(html);
    const product = blocks.find((b) => b['@type'] === 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Montre dorée Nour',
      image: [`${publicUrl}/uploads/nour.webp`, 'https://cdn.example.ma/nour-2.webp'],
      offers: {
        '@type': 'Offer',
        price: '425.00',
        priceCurrency: 'MAD',
        availability: 'https://schema.org/InStock',
      },
    });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(
      (crumbs.itemListElement as Array<{ name: string; position: number }>).map((i) => i.name),
    ).toEqual(['Accueil', 'Sacs à main', 'Montre dorée Nour']);
  });

  it('keeps a hostile product name inside its JSON-LD block and out of the markup', async () => {
    const meta = await resolve(productPath(ref.evil!));
    const html = renderHead(TEMPLATE, meta!, publicUrl);
    const { blocks, scripts } = jsonLd(html);
    // The template's own script plus the two JSON-LD blocks: nothing injected.
    expect(scripts).toBe(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>Cie</b>');
    const product = blocks.find((b) => b['@type'] === 'Product')!;
    expect(product.name).toBe(EVIL);
    expect((product.offers as { availability: string }).availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(html).toContain(
      '<title>Sac &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#34;Luxe&#34; &#38; &#60;b&#62;Cie&#60;/b&#62; | Zina</title>',
    );
  });

  it('is served in the HTML of the page, fetched without JavaScript, even with an old slug', async () => {
    const res = await web.inject({ method: 'GET', url: `/product/ancien-nom-${ref.nour!._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Montre dorée Nour | Zina</title>');
    expect(res.body).toContain(`href="${publicUrl}/product/montre-doree-nour-${ref.nour!._id}"`);
    expect(jsonLd(res.body).blocks.map((b) => b['@type'])).toEqual(['Product', 'BreadcrumbList']);

    const missing = await web.inject({
      method: 'GET',
      url: '/product/disparu-ffffffffffffffffffffffff',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Produit non trouvé | Zina</title>');
  });
});

describe('listing and home heads', () => {
  it('describes a subcategory listing with its canonical address and breadcrumb', async () => {
    const res = await web.inject({
      method: 'GET',
      url: `/vieux-${ref.femme!._id}/autre-${ref.sacs!._id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sacs à main — Femme | Zina</title>');
    expect(res.body).toContain(
      `<link rel="canonical" href="${publicUrl}/femme-${ref.femme!._id}/sacs-a-main-${ref.sacs!._id}">`,
    );
    expect(jsonLd(res.body).blocks[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    const unknown = await web.inject({
      method: 'GET',
      url: `/femme-${ref.femme!._id}/x-ffffffffffffffffffffffff`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives the home page Organization and WebSite JSON-LD', async () => {
    const res = await web.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const types = jsonLd(res.body).blocks.map((b) => b['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(res.body).toContain(`<link rel="canonical" href="${publicUrl}/">`);
  });

  it('leaves other pages with the default head', async () => {
    const res = await web.inject({ method: 'GET', url: '/dashboard/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists home, listings and products, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body).toContain(`<loc>${publicUrl}/</loc>`);
    expect(res.body).toContain(
      `<loc>${publicUrl}/femme-${ref.femme!._id}/sacs-a-main-${ref.sacs!._id}</loc>`,
    );
    expect(res.body).toContain(
      `<loc>${publicUrl}/product/montre-doree-nour-${ref.nour!._id}</loc>`,
    );
    expect(res.body.match(/<url>/g)).toHaveLength(5);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
