import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@zina/shared/slug';
import { buildApp } from '../../../app';
import { renderHead, type PageMeta } from '../../../lib/spa';
import { PAGE_ROUTE_MODULES } from '.';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, type TestApp } from '@test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Zina — Accessoires de mode au Maroc</title>
    <meta name="description" content="Texte par défaut" />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

/** A build manifest as Vite writes it: the entry, a shared chunk, two lazy routes. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_shared-B2.js'],
    dynamicImports: ['src/features/catalogue/product-page.tsx', 'src/features/admin/x-page.tsx'],
  },
  '_shared-B2.js': { file: 'assets/shared-B2.js' },
  '_price-tag-C3.js': { file: 'assets/price-tag-C3.js', imports: ['_shared-B2.js'] },
  'src/features/catalogue/product-page.tsx': {
    file: 'assets/product-page-D4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-B2.js', '_price-tag-C3.js'],
  },
  'src/features/admin/x-page.tsx': { file: 'assets/x-page-E5.js', isDynamicEntry: true },
};

/** The repository, for the web's own sources. */
const REPO = fileURLToPath(new URL('../../../../../../', import.meta.url));

/** An upload stored in 320/640/800 widths (the saved URL is the widest). */
const UPLOAD = '/uploads/images/0123456789abcdef01234567';

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
  ref.lina = await f.product({
    name: 'Sac Lina',
    images: [`${UPLOAD}-800.webp`, '/uploads/lina-2.webp'],
    categoryIds: [ref.femme._id],
    subcategoryIds: [ref.sacs._id],
  });
  await f.banner({ title: 'Nouvelle collection' });
  distDir = mkdtempSync(join(tmpdir(), 'zina-web-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
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
    // The template's own script, the two JSON-LD blocks and the embedded answer: nothing injected.
    expect(scripts).toBe(4);
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

  it('goes compressed to a browser that accepts it (a phone’s first wait), plain to one that does not', async () => {
    const url = `/product/montre-doree-nour-${ref.nour!._id}`;
    const plain = await web.inject({ method: 'GET', url });
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await web.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload);
      expect(res.rawPayload.length).toBeLessThan(body.length);
      expect(body.toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Montre dorée Nour | Zina</title>');
  });
});

/** The `<link rel="preload" as="image">` tags of a page, their attributes parsed. */
function imagePreloads(html: string) {
  return [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}
/** The answers embedded for the storefront, by key (method, path and body as it sends them). */
function embedded(html: string): Record<string, { data: unknown }> {
  const m = /<script type="application\/json" id="page-answers">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, { data: unknown }>) : {};
}
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('what the head starts downloading (the page speed of issue 8)', () => {
  it('preloads the product picture with the srcset and sizes of the gallery, and the product page code', async () => {
    const res = await web.inject({ method: 'GET', url: productPath(ref.lina!) });
    expect(res.statusCode).toBe(200);
    expect(imagePreloads(res.body)).toEqual([
      {
        href: `${publicUrl}${UPLOAD}-800.webp`,
        imagesrcset: `${publicUrl}${UPLOAD}-320.webp 320w, ${publicUrl}${UPLOAD}-640.webp 640w, ${publicUrl}${UPLOAD}-800.webp 800w`,
        imagesizes: '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw',
        fetchpriority: 'high',
      },
    ]);
    // The route's chunk and what it imports, not the entry's own chunks (already in the page).
    expect(modulePreloads(res.body)).toEqual([
      '/assets/product-page-D4.js',
      '/assets/price-tag-C3.js',
    ]);
    // The keys of apps/web/src/api/page-answers.test.ts.
    expect(embedded(res.body)).toEqual({
      [`POST /api/product/get-product-details {"productId":"${ref.lina!._id}"}`]:
        expect.objectContaining({
          data: expect.objectContaining({ name: 'Sac Lina' }),
        }),
    });
    // Before the page's own script: fetched alongside it, not after it.
    expect(res.body.indexOf('as="image"')).toBeLessThan(res.body.indexOf('/assets/app.js'));
  });

  it('preloads a picture without width variants by its address alone', async () => {
    const res = await web.inject({ method: 'GET', url: productPath(ref.nour!) });
    expect(imagePreloads(res.body)).toEqual([
      { href: `${publicUrl}/uploads/nour.webp`, fetchpriority: 'high' },
    ]);
  });

  it('preloads the first card of a listing and of a search, with the sizes of the grid', async () => {
    const grid = '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw';
    const listing = await web.inject({
      method: 'GET',
      url: `/femme-${ref.femme!._id}/sacs-a-main-${ref.sacs!._id}`,
    });
    // Newest first: Sac Lina.
    expect(imagePreloads(listing.body)).toMatchObject([
      { href: `${publicUrl}${UPLOAD}-800.webp`, imagesizes: grid, fetchpriority: 'high' },
    ]);
    expect(Object.keys(embedded(listing.body))).toEqual([
      `POST /api/product/get-product-by-category-and-subcategory {"categoryId":"${ref.femme!._id}","subCategoryId":"${ref.sacs!._id}","page":1,"limit":8,"sort":"newest"}`,
      'GET /api/category/get null',
      'POST /api/subcategory/get null',
    ]);
    const search = await web.inject({ method: 'GET', url: '/search?q=sac+lina' });
    expect(Object.keys(embedded(search.body))).toEqual([
      'POST /api/product/search-product {"search":"sac lina","page":1}',
    ]);
    expect(search.statusCode).toBe(200);
    expect(imagePreloads(search.body)).toMatchObject([
      { href: `${publicUrl}${UPLOAD}-800.webp`, imagesizes: grid },
    ]);
    const nothing = await web.inject({ method: 'GET', url: '/search?q=introuvablexyz' });
    expect(imagePreloads(nothing.body)).toEqual([]);
  });

  it('preloads the first banner as its <picture> chooses: desktop from 768 px, mobile below', async () => {
    const res = await web.inject({ method: 'GET', url: '/' });
    expect(embedded(res.body)['GET /api/banner/active null']?.data).toMatchObject([
      { title: 'Nouvelle collection' },
    ]);
    // The category grid's two lists, as GET /api/category/get and POST /api/subcategory/get send them.
    const [categories, subcategories] = await Promise.all([
      web.inject({ method: 'GET', url: '/api/category/get' }),
      web.inject({ method: 'POST', url: '/api/subcategory/get' }),
    ]);
    expect(embedded(res.body)['GET /api/category/get null']).toEqual(categories.json());
    expect(embedded(res.body)['POST /api/subcategory/get null']).toEqual(subcategories.json());
    expect(imagePreloads(res.body)).toEqual([
      {
        href: `${publicUrl}/uploads/banner-desktop.webp`,
        media: '(min-width: 768px)',
        fetchpriority: 'high',
      },
      {
        href: `${publicUrl}/uploads/banner-mobile.webp`,
        media: 'not all and (min-width: 768px)',
        fetchpriority: 'high',
      },
    ]);
  });

  it('names route modules that exist and that the web router loads lazily', () => {
    // The real build's manifest is checked by the browser suite (e2e/storefront.spec.ts), which
    // always runs on a build; here, the names must be the web's own files and lazy routes.
    const web = join(REPO, 'apps/web');
    const router = readFileSync(join(web, 'src/router.tsx'), 'utf8');
    for (const source of PAGE_ROUTE_MODULES) {
      expect(existsSync(join(web, source)), source).toBe(true);
      const specifier = `./${source.replace(/^src\//, '').replace(/\.tsx$/, '')}`;
      expect(router, source).toContain(`import('${specifier}')`);
    }
  });

  it('preloads no route code for other pages and never an admin chunk', async () => {
    const other = await web.inject({ method: 'GET', url: '/dashboard/product' });
    expect(modulePreloads(other.body)).toEqual([]);
    const home = await web.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('x-page-E5');
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
    expect(res.body.match(/<url>/g)).toHaveLength(6);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
