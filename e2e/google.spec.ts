import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/shop';

/** The person the local OpenID provider (e2e/oidc-provider.mjs) signs in next. */
function providerSignsIn(person: Record<string, unknown>) {
  writeFileSync(join(process.env.E2E_DATA_DIR!, 'oidc-person.json'), JSON.stringify(person));
}

test('Google sign-in: no token in any URL, and an unproved account is taken back from whoever registered it', async ({
  page,
  request,
}) => {
  // Someone registers the owner's address with his own password before she ever comes.
  const email = `google-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.ma`;
  const password = 'Attaquant2026!';
  const registered = await request.post('/api/user/register', {
    data: { name: 'Intrus', email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  expect((await request.post('/api/user/login', { data: { email, password } })).status()).toBe(200);

  providerSignsIn({ sub: `sub-${email}`, email, email_verified: true, name: 'Vraie Cliente' });
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) urls.push(r.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();
  await expect(page.getByText(/Connexion réussie/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  expect(urls.some((u) => u.includes('/auth/google/callback'))).toBe(true);
  expect(urls.some((u) => u.endsWith('/auth-success'))).toBe(true);
  expect(urls.filter((u) => /token/i.test(new URL(u).search))).toEqual([]);

  // The browser holds the owner's session.
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/user/user-details', {
      headers: { authorization: `Bearer ${localStorage.getItem('accesstoken')}` },
    });
    return (await res.json()) as { data?: { email: string } };
  });
  expect(me.data?.email).toBe(email);
  // The intruder's password no longer opens the account.
  expect((await request.post('/api/user/login', { data: { email, password } })).status()).toBe(401);
});
