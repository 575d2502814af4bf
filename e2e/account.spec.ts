import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/shop';
import sharp from 'sharp';
import { registerCustomer, signIn } from './support/accounts';
import { newestMailTo } from './support/outbox';

/** A fresh account per journey: the demo customer is left to the other journeys. */
const registerAccount = (request: APIRequestContext, label: string) =>
  registerCustomer(request, label, `Client ${label}`);

test('forgot password → code from the e-mail → new password → sign in with it', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'oubli');
  const newPassword = 'Nouveau2026#';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // As after every client-side move: the URL changes before the page's code has loaded, and the
  // login page's own e-mail field may still be the one on screen.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 })).toBeVisible();
  await page.getByLabel('Adresse email').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le code' }).click();

  await expect(page).toHaveURL(/\/verification-otp$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Renvoyer le code dans \d+ s/ })).toBeDisabled();

  let mail: ReturnType<typeof newestMailTo> = null;
  await expect.poll(() => (mail = newestMailTo(account.email))).not.toBeNull();
  const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).click();
  await page.keyboard.type(code!);
  await expect(page.getByRole('textbox', { name: 'Chiffre 6 sur 6' })).toHaveValue(code!.at(-1)!);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(account.email)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Modifier le mot de passe' });
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('faible');
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('faible');
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Le mot de passe doit être plus fort.')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(newPassword);
  await expect(page.getByText('Les mots de passe correspondent')).toBeVisible();
  await submit.click();

  await expect(page.getByText('Mot de passe modifié avec succès !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the login page's code has loaded: the previous page's e-mail field
  // may still be on screen.
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.getByLabel('Adresse email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: account.name })).toBeVisible();
});

test('profile: edit the details and upload a new photo', async ({ page, request }) => {
  const account = await registerAccount(request, 'profil');
  await signIn(page, account.email, account.password);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();

  await page.getByLabel('Nom complet').fill('Nadia Berrada');
  await page.getByLabel('Numéro de téléphone').fill('+212 6 61 23 45 67');
  await page.getByRole('button', { name: 'Mettre à jour le profil' }).click();
  await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nom complet')).toHaveValue('Nadia Berrada');
  await expect(page.getByLabel('Numéro de téléphone')).toHaveValue('06 61 23 45 67');
  await expect(page.getByRole('heading', { level: 2, name: 'Nadia Berrada' })).toBeVisible();

  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: '#c9642f' },
  })
    .png()
    .toBuffer();
  await page.getByRole('button', { name: 'Changer la photo de profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer la photo de profil' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(page.getByText('Image téléchargée avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  const avatar = page.getByRole('img', { name: 'Photo de profil de Nadia Berrada' });
  await expect(avatar).toHaveAttribute('src', /\/uploads\//);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Kept by the server: still there after a reload.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo de profil de Nadia Berrada' })).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
});

test("a customer on an admin page sees 'Accès Refusé', then lands on the profile", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'refus');
  await signIn(page, account.email, account.password);
  await page.goto('/dashboard/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès Refusé' })).toBeVisible();
  await expect(
    page.getByText('Seuls les administrateurs peuvent accéder à cette page.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
});
