import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/shop';
import type { Product } from '../packages/shared/src/schemas/catalogue';
import { productPath } from '../packages/shared/src/slug';

/** A product of the demo shop with units on the shelf. */
async function productOnShelf(request: APIRequestContext) {
  const listed = await request.post('/api/product/get', { data: { page: 1, limit: 48 } });
  const products = ((await listed.json()) as { data: Product[] }).data;
  const product = products.find((p) => p.stock >= 5);
  expect(product, 'a product with stock').toBeTruthy();
  return product!;
}

for (const [name, viewport] of [
  ['a phone (375 px)', { width: 375, height: 800 }],
  ['a desktop', { width: 1280, height: 900 }],
] as const) {
  test(`a visitor orders from the product page without an account, on ${name}, then cancels from the tracking page`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const product = await productOnShelf(page.request);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: /Commander maintenant/ }).click();
    await page.getByLabel('Nom complet').fill('Salma Bennani');
    await page.getByLabel('Téléphone mobile').fill(`06${String(Date.now()).slice(-8)}`);
    await page.getByLabel('Ville').fill('Marrakech');
    await page.getByLabel('Adresse').fill('8 derb Sidi Bouloukat, Médina');
    await page.getByLabel('Quantité').fill('2');
    // The form fits the screen: nothing wider than the viewport.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: /Commander — paiement/ }).click();

    await expect(page.getByText(/Merci ! Votre commande est enregistrée/)).toBeVisible();
    await expect(page).toHaveURL(/\/suivi\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText(/Statut : En attente/)).toBeVisible();
    // Nothing personal on the page.
    await expect(page.getByText('Salma Bennani')).toHaveCount(0);
    await expect(page.getByText(/Sidi Bouloukat/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Annuler ma commande' }).click();
    await page.getByRole('button', { name: 'Oui, annuler ma commande' }).click();
    await expect(page.getByText(/Statut : Annulée/)).toBeVisible();
  });
}
