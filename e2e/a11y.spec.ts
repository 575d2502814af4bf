import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/shop';

/**
 * Issue 9 item 6: axe-core (WCAG 2.0/2.1 A and AA) on the storefront, the checkout, the login page,
 * the dashboard and the admin products page, each analysed once its real content has painted.
 * Any violation of impact serious or critical fails, with its rule, impact and targets listed.
 */

// Shared CI machines can be slow to paint: generous limits, the assertions stay strict.
test.describe.configure({ timeout: 420_000 });
const SLOW = { timeout: 30_000 };
const ADMIN = { email: 'admin@zina.ma', password: 'ZinaAdmin2026!' };

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Colours are measured once fades and slides end (endless spinners and pulses aside) and once
 * passing notifications have left: a toast that starts fading out during the analysis blends its
 * colours with the page behind it (CI measured #cac5c0 on #79716c, half way through the fade).
 */
async function settled(page: Page) {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, SLOW);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
}

async function audit(page: Page, name: string, checked: string[], findings: Finding[]) {
  await settled(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  checked.push(name);
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  console.log(`axe ${name}: ${serious.map((v) => v.id).join(', ') || 'ok'}`);
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    findings.push({
      page: name,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map(
        (n) => `${n.target.join(' ')} — ${n.any[0]?.message ?? n.failureSummary ?? ''}`,
      ),
    });
  }
}

async function registerAccount(request: APIRequestContext) {
  const account = {
    name: 'Salma Bennani',
    email: `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.ma`,
    password: 'Depart2026!',
  };
  const response = await request.post('/api/user/register', {
    data: { ...account, confirmPassword: account.password },
  });
  expect(response.status()).toBe(201);
  return account;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
}

test('no serious or critical axe violation on the shop, checkout, login, dashboard and admin pages', async ({
  browser,
  page,
}) => {
  const checked: string[] = [];
  const findings: Finding[] = [];

  // Home: banners, benefits and the first product row painted.
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Nos temps forts' }).getByRole('heading', { level: 2 }),
  ).toBeVisible(SLOW);
  await expect(
    page.getByRole('region', { name: 'Accessoires Femme' }).getByRole('article').first(),
  ).toBeVisible(SLOW);
  // The carousel moves on every 4 s: a slide that starts fading in while axe reads the page
  // blends its colours with the page behind (a slow host measured #d0cdc9 on #fdfbf9, the slide
  // at about a quarter of its opacity). Its pause button, the control WCAG 2.2.2 asks for, holds
  // it still; settled() then waits for a fade already under way.
  await page
    .getByRole('region', { name: 'Nos temps forts' })
    .getByRole('button', { name: 'Mettre le défilement en pause' })
    .click();
  await audit(page, 'home', checked, findings);

  // Login (visitor).
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await expect(page.getByLabel('Adresse email')).toBeVisible();
  await audit(page, 'login', checked, findings);

  // A customer with an item in the cart.
  const account = await registerAccount(page.request);
  await signIn(page, account.email, account.password);

  // A listing: the grid, not its skeletons.
  await page
    .getByRole('region', { name: 'Nos catégories' })
    .getByRole('link', { name: 'Sacs', exact: true })
    .click();
  await expect(page).toHaveURL(/\/sacs-[0-9a-f]{24}\/[a-z0-9-]+-[0-9a-f]{24}$/, SLOW);
  const listing = page.getByRole('list', { name: /^Produits : / });
  await expect(listing.getByRole('article').first()).toBeVisible(SLOW);
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
  await audit(page, 'listing', checked, findings);

  // A product page, where the item goes into the cart.
  await listing.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+-[0-9a-f]{24}$/, SLOW);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  const add = page.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first();
  await expect(add).toBeVisible(SLOW);
  await audit(page, 'product', checked, findings);
  await add.click();
  const cartButton = page.getByRole('button', { name: /^Panier : 1 article, / });
  await expect(cartButton).toBeVisible(SLOW);

  // The open cart panel.
  await cartButton.click();
  const panel = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(panel.getByText('Articles (1)')).toBeVisible(SLOW);
  await audit(page, 'cart panel', checked, findings);

  // Checkout with the new-address form open.
  await panel.getByRole('button', { name: 'Procéder' }).click();
  await expect(page).toHaveURL(/\/checkout$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible(
    SLOW,
  );
  await expect(page.getByLabel('Ville')).toBeVisible(SLOW);
  await audit(page, 'checkout', checked, findings);

  // The dashboard home and the admin products page, as the admin in a context of its own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/dashboard');
    await expect(admin.getByRole('heading', { name: /^Bienvenue, / })).toBeVisible(SLOW);
    await audit(admin, 'dashboard', checked, findings);

    await admin.goto('/dashboard/product');
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Gestion des Produits' }),
    ).toBeVisible(SLOW);
    await expect(
      admin.getByRole('region', { name: 'Produits' }).getByRole('listitem').first(),
    ).toBeVisible(SLOW);
    await audit(admin, 'admin products', checked, findings);
  } finally {
    await adminContext.close();
  }

  const report = findings.map(
    (f) => `  [${f.page}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`,
  );
  console.log(`axe violations: ${findings.length} (pages checked: ${checked.join(', ')})`);
  if (report.length > 0) console.log(report.join('\n'));
  expect(checked).toHaveLength(8);
  expect(findings, report.join('\n')).toEqual([]);
});
