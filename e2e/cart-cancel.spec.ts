import { type Page } from '@playwright/test';
import { expect, test } from './support/shop';
import { bearerOf, registerCustomer, signIn } from './support/accounts';

/** SPEC.md §2: the cancel page clears the cart, on the server too (storefront-defects item 1). */

const SLOW = { timeout: 30_000 };

async function serverCart(page: Page): Promise<unknown[]> {
  const res = await page.request.get('/api/cart/get', { headers: await bearerOf(page) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: unknown[] }).data;
}

test('the cancel page empties the cart on the server: a reload keeps it empty', async ({
  page,
}) => {
  const account = await registerCustomer(page.request, 'annulation', 'Imane Tazi');
  await signIn(page, account.email, account.password);

  // Two products in the cart, through the cart's own call.
  const headers = await bearerOf(page);
  const listed = await page.request.post('/api/product/get', { data: { page: 1, limit: 20 } });
  const products = ((await listed.json()) as { data: Array<{ _id: string; stock: number }> }).data;
  for (const product of products.filter((p) => p.stock > 0).slice(0, 2)) {
    const added = await page.request.post('/api/cart/create', {
      headers,
      data: { productId: product._id },
    });
    expect(added.ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: /^Panier : 2 articles/ })).toBeVisible(SLOW);

  await page.goto('/cancel');
  await expect(page.getByRole('heading', { name: 'Order Cancel' })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Panier : 0 article/ })).toBeVisible();
  await expect.poll(() => serverCart(page)).toEqual([]);

  // A full reload reads the cart from the server again: nothing comes back.
  for (const visit of [() => page.goto('/'), () => page.reload()]) {
    const cartRead = page.waitForResponse((r) => r.url().endsWith('/api/cart/get') && r.ok());
    await visit();
    await cartRead;
    await expect(page.getByRole('button', { name: /Imane Tazi/ })).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: /^Panier : 0 article/ })).toBeVisible();
  }
});
