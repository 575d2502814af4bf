import { expect, test } from './support/shop';

/**
 * A lazily loaded page whose code does not arrive (a deploy replaced it, the network dropped,
 * a 429): a French message and a reload button, never the crash screen (storefront-defects 2).
 */

const SLOW = { timeout: 30_000 };
const LOGIN_CHUNK = /\/assets\/login-page-[^/]+\.js$/;

test('a page whose code fails to download offers a reload instead of the crash screen', async ({
  page,
}) => {
  await page.goto('/');
  const signIn = page.getByRole('button', { name: 'Connexion' }).first();
  await expect(signIn).toBeVisible(SLOW);

  await page.route(LOGIN_CHUNK, (route) => route.abort('failed'));
  await signIn.click();
  await expect(page.getByRole('heading', { name: "Cette page n'a pas pu se charger" })).toBeVisible(
    SLOW,
  );
  await expect(page.getByText(/Oops!/)).toHaveCount(0);

  // The chunk is back (the network returned): the button reloads the page, which now shows.
  await page.unroute(LOGIN_CHUNK);
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Adresse email' })).toBeVisible(SLOW);
});

test('a chunk answered with 429 is handled the same way', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('button', { name: 'Connexion' }).first();
  await expect(signIn).toBeVisible(SLOW);
  await page.route(LOGIN_CHUNK, (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{}' }),
  );
  await signIn.click();
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible(SLOW);
  await expect(page.getByText(/Oops!/)).toHaveCount(0);
});
