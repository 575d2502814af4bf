import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/shop';

/** The storefront journeys of issue 4, on the seeded demo shop. */

// Shared CI machines can be slow to paint: generous limits, the assertions stay strict.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  discount: number;
  stock: number;
}

/** '1.124,90 MAD' (fr-MA, no-break spaces) → 1124.9 */
const madValue = (text: string) =>
  Number(
    text
      .replace(/[^\d,.]/g, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function catalogue(page: Page): Promise<ApiProduct[]> {
  const res = await page.request.post('/api/product/get', { data: { page: 1, limit: 100 } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiProduct[] }).data;
}

const gridPrices = async (grid: Locator) =>
  (await grid.getByTestId('price').allTextContents()).map(madValue);

test('home shows the banners and a row of products per category', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Nos temps forts' });
  // The first visit warms a freshly started server: more time than the default.
  await expect(carousel.getByRole('heading', { level: 2 })).toBeVisible(SLOW);
  await expect(carousel.getByRole('button', { name: /Afficher la bannière/ })).toHaveCount(3);
  const firstBanner = carousel.locator('picture img').first();
  await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
  await expect(firstBanner).toHaveAttribute('loading', 'eager');

  const benefits = page.getByRole('region', { name: 'Nos engagements' });
  await expect(benefits.getByRole('heading', { name: 'Livraison gratuite en 24h' })).toBeVisible();

  // Rows load as the shopper scrolls to them (other journeys may have added categories before
  // these, so no row is assumed to be on the first screen).
  const first = page.getByRole('region', { name: 'Accessoires Femme' });
  await expect(async () => {
    await first.scrollIntoViewIfNeeded();
    await expect(first.getByRole('article').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  const row = page.getByRole('region', { name: 'Sacs', exact: true });
  await expect(async () => {
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('article').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  expect(await row.getByRole('article').count()).toBeGreaterThan(2);
  await expect(row.getByRole('button', { name: 'Défiler vers la droite : Sacs' })).toBeVisible();
});

test('a category card leads to its listing, where sorting by price reorders the grid', async ({
  page,
}) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Nos catégories' });
  await grid.getByRole('link', { name: 'Sacs', exact: true }).click();
  await expect(page).toHaveURL(/\/sacs-[0-9a-f]{24}\/cabas-[0-9a-f]{24}$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Cabas' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sacs' })
    .getByRole('link', { name: 'Sacs à main' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sacs à main' })).toBeVisible();
  const products = page.getByRole('list', { name: 'Produits : Sacs à main' });
  await expect(products.getByRole('article').first()).toBeVisible();
  const newest = await gridPrices(products);
  expect(newest.length).toBeGreaterThan(2);

  await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix croissant' });
  await expect(page).toHaveURL(/\?tri=price-asc$/);
  const ascending = [...newest].sort((a, b) => a - b);
  await expect.poll(() => gridPrices(products)).toEqual(ascending);
  expect(ascending).not.toEqual(newest);
});

test('a product page shows the discounted price in fr-MA MAD', async ({ page }) => {
  const product = (await catalogue(page)).find((p) => p.discount > 0 && p.stock > 0)!;
  expect(product).toBeDefined();
  // An old slug still opens the product, and the address is corrected.
  await page.goto(`/product/ancien-nom-${product._id}`);
  await expect(page).toHaveURL(`/product/${slug(product.name)}-${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name));

  const mad = new Intl.NumberFormat('fr-MA', { style: 'currency', currency: 'MAD' });
  const deduction = Math.ceil((product.price * product.discount) / 100);
  const price = page.getByTestId('price');
  await expect(price).toHaveText(`Prix : ${mad.format(product.price - deduction)}`);
  await expect(price).toHaveText(/^Prix : \d{1,3}(\.\d{3})*,\d{2}\u00a0MAD$/);
  await expect(page.locator('del')).toHaveText(mad.format(product.price));
  await expect(page.getByText(`-${product.discount}% OFF`)).toBeVisible();
});

test('typing "montre" in the header lands on /search?q=montre with results', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Rechercher des accessoires' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByPlaceholder('Rechercher des accessoires et plus...').pressSequentially('montre');
  await expect(page).toHaveURL(/\/search\?q=montre$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Résultats pour « montre »' }),
  ).toBeVisible();
  const results = page.getByRole('list', { name: 'Résultats pour montre' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const names = await results.getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(2);
  expect(names.some((n) => /montre/i.test(n))).toBe(true);
});

test('scrolling to the bottom of /products loads the next page', async ({ page }) => {
  await page.goto('/products');
  const grid = page.getByRole('list', { name: 'Tous nos produits' });
  await expect(grid.getByRole('article')).toHaveCount(12);
  await page.mouse.wheel(0, 20_000);
  await expect(grid.getByRole('article')).toHaveCount(24);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(grid.getByRole('article')).toHaveCount(36);
});

test('a product page fetched without JavaScript carries its name in <title> and a JSON-LD Product', async ({
  page,
}) => {
  const product = (await catalogue(page))[0]!;
  const res = await page.request.get(`/product/${slug(product.name)}-${product._id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const escaped = product.name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  expect(html).toMatch(new RegExp(`<title>[^<]*${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const ld = blocks.find((b) => b['@type'] === 'Product');
  expect(ld).toMatchObject({
    name: product.name,
    offers: { priceCurrency: 'MAD' },
  });
});

test('each storefront page head preloads its own route code from the real build, never admin code', async ({
  page,
}) => {
  const product = (await catalogue(page))[0]!;
  const pages = ['/', '/search?q=sac', `/product/${slug(product.name)}-${product._id}`];
  for (const path of pages) {
    const html = await (await page.request.get(path)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    // More than the entry's own imports: the page's lazy route is named in the build's manifest.
    expect(preloads.length, path).toBeGreaterThan(0);
    expect(
      preloads.filter((href) => /admin|dashboard/.test(href)),
      path,
    ).toEqual([]);
    for (const href of preloads) {
      const chunk = await page.request.get(href);
      expect(chunk.status(), href).toBe(200);
      expect(chunk.headers()['content-type'], href).toContain('javascript');
    }
  }
});
