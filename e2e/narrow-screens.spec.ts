import { type Page } from '@playwright/test';
import { expect, test } from './support/shop';
import { ADMIN_LINKS, PROFILE_LINK, SPACE_LINKS } from '../apps/web/src/lib/account-links';
import { discountedPriceMad } from '../packages/shared/src/pricing';
import { listingPath, productPath } from '../packages/shared/src/slug';
import { registerCustomer, signIn, bearerOf } from './support/accounts';

/**
 * At 375 px nothing scrolls sideways, in the storefront or the back office (storefront-defects
 * item 3): every page, as a visitor, a customer and the admin.
 */

// The three walks below are independent: they run side by side when two workers are free.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });
test.use({ viewport: { width: 375, height: 812 } });
const ADMIN = { email: 'admin@zina.ma', password: 'ZinaAdmin2026!' };

/** The dashboard's own menus: a page added there is walked too. */
const ACCOUNT_PAGES = [PROFILE_LINK, ...SPACE_LINKS].map((l) => l.to);

interface Overflow {
  path: string;
  scrollWidth: number;
  clientWidth: number;
  widest: string[];
}

/** The page once its calls have settled, and what sticks out past the right edge if anything. */
async function overflowOf(page: Page, path: string): Promise<Overflow | null> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Charts and lazy rows draw after their data: one more frame.
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const widest = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(right)}px`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: width, widest };
  });
  return found.scrollWidth > found.clientWidth ? { path, ...found } : null;
}

async function walk(page: Page, paths: string[], overflows: Overflow[]) {
  for (const path of paths) {
    const overflow = await overflowOf(page, path);
    if (overflow) overflows.push(overflow);
  }
}

type Ref = { _id: string; name: string };
interface Listed extends Ref {
  stock: number;
  price: number;
  discount: number;
  category: Ref[];
  subCategory: Ref[];
}

/** A product with its category and subcategory, for the product page and a listing. */
async function listedProduct(page: Page): Promise<Listed> {
  const listed = await page.request.post('/api/product/get', { data: { page: 1, limit: 30 } });
  const products = ((await listed.json()) as { data: Listed[] }).data;
  const product = products.find((p) => p.stock > 0 && p.category[0] && p.subCategory[0])!;
  expect(product).toBeTruthy();
  return product;
}

test('no storefront page scrolls sideways at 375 px, signed out', async ({ page }) => {
  const overflows: Overflow[] = [];
  const product = await listedProduct(page);
  const storefront = [
    '/',
    '/products',
    '/search?q=sac',
    listingPath(product.category[0]!, product.subCategory[0]!),
    productPath(product),
    '/login',
    '/register',
    '/forgot-password',
    '/cancel',
    '/page-inexistante',
  ];
  await walk(page, storefront, overflows);
  expect(overflows).toEqual([]);
});

test('no page scrolls sideways at 375 px as a customer with a cart and an order', async ({
  page,
}) => {
  const overflows: Overflow[] = [];
  const product = await listedProduct(page);

  // A customer with a cart line and an address: checkout, success and the account pages.
  const account = await registerCustomer(page.request, 'etroit', 'Khadija Benjelloun');
  await signIn(page, account.email, account.password);
  const headers = await bearerOf(page);
  expect(
    (
      await page.request.post('/api/cart/create', { headers, data: { productId: product._id } })
    ).ok(),
  ).toBe(true);
  const addressRes = await page.request.post('/api/address/create', {
    headers,
    data: { adresse: '12 avenue Hassan II', ville: 'Rabat', telephone: '0612345678' },
  });
  expect(addressRes.ok()).toBe(true);
  await walk(page, ['/', '/checkout'], overflows);

  // An order, so that the order pages have something to draw.
  const cart = (
    (await (await page.request.get('/api/cart/get', { headers })).json()) as {
      data: Array<{ _id: string; quantity: number }>;
    }
  ).data;
  const total = discountedPriceMad(product.price, product.discount) * cart[0]!.quantity;
  const ordered = await page.request.post('/api/order/cash-on-delivery', {
    headers,
    data: {
      list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
      addressId: ((await addressRes.json()) as { data: { _id: string } }).data._id,
      subTotalAmt: total,
      totalAmt: total,
    },
  });
  expect(ordered.ok()).toBe(true);
  await walk(
    page,
    [
      '/dashboard',
      ...ACCOUNT_PAGES,
      // An admin page, as a customer sees it ('Accès Refusé').
      ADMIN_LINKS[0]!.to,
      '/success',
      '/user',
    ],
    overflows,
  );
  expect(overflows).toEqual([]);
});

test('no back-office page scrolls sideways at 375 px as the admin', async ({ page }) => {
  const overflows: Overflow[] = [];
  // The dashboard (with its orders chart: the demo history fills it) and every back-office page.
  await signIn(page, ADMIN.email, ADMIN.password);
  await walk(page, ['/dashboard', ...ACCOUNT_PAGES, ...ADMIN_LINKS.map((l) => l.to)], overflows);
  expect(overflows).toEqual([]);
});
