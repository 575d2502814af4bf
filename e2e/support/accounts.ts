import { expect, type APIRequestContext, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };

/** A new customer account, registered through the API (unique e-mail per call). */
export async function registerCustomer(request: APIRequestContext, label: string, name: string) {
  const account = {
    name,
    email: `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.ma`,
    password: 'Depart2026!',
  };
  const res = await request.post('/api/user/register', {
    data: { ...account, confirmPassword: account.password },
  });
  expect(res.status()).toBe(201);
  return account;
}

/** Signs in through the login page and waits for the home page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
}

/** Authorization header of the page's stored session, for API calls beside the page. */
export async function bearerOf(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
  return { authorization: `Bearer ${token}` };
}
