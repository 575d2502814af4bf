import { expect, test } from './support/shop';

test('the shop loads, a customer signs in and sees the account menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /zina/i }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Connexion' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/email/i).fill('client@zina.ma');
  await page
    .getByLabel(/mot de passe/i)
    .first()
    .fill('ZinaClient2026!');
  await page.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Salma Benali/ })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
});
