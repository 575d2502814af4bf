import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/shop';

/**
 * Issue 9 item 6: the whole checkout with the keyboard alone. After the first page.goto, only
 * page.keyboard moves: Tab, Shift+Tab, Enter, Space, Escape and typing; no click, no fill.
 */

test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 30_000 };

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** What has the focus now, for the failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}> ${name.trim()}`;
  });

/** A keyboard focus shows: an outline or a ring on the element, or on its ::after overlay. */
const focusRing = (locator: Locator) =>
  locator.evaluate((el) => {
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    return shows(getComputedStyle(el)) || shows(getComputedStyle(el, '::after'));
  });

/** Presses Tab (Shift+Tab with `backwards`) until `target` holds the focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await expect(target).toBeVisible(SLOW);
  const seen: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await isFocused(target)) {
      expect(await focusRing(target), `${String(target)} has the focus but no visible ring`).toBe(
        true,
      );
      return;
    }
    if (i === max) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (seen.length < 6 || i >= max - 6) seen.push(await describeFocus(page));
  }
  throw new Error(
    `tabTo: ${String(target)} not reached after ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; ` +
      `focus went through ${seen.join(' → ')}`,
  );
}

interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
}

test('a customer signs in, finds a product, adds it, opens the cart and pays on delivery by keyboard alone', async ({
  page,
}) => {
  // Set-up outside the page: a new account and a product in stock with a name of its own.
  const account = {
    name: 'Karim Tazi',
    email: `clavier-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.ma`,
    password: 'Depart2026!',
  };
  const registered = await page.request.post('/api/user/register', {
    data: { ...account, confirmPassword: account.password },
  });
  expect(registered.status()).toBe(201);
  const listed = await page.request.post('/api/product/get', { data: { page: 1, limit: 100 } });
  const products = ((await listed.json()) as { data: ApiProduct[] }).data;
  const product = products.find(
    (p) => p.stock > 2 && products.filter((o) => o.name.includes(p.name)).length === 1,
  )!;
  expect(product).toBeDefined();

  await page.goto('/login');

  // Sign in through the form.
  await tabTo(page, page.getByLabel('Adresse email'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Mot de passe', { exact: true }));
  await page.keyboard.type(account.password);
  await tabTo(page, page.getByRole('button', { name: 'Se connecter' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/, SLOW);
  const emptyCart = page.getByRole('button', { name: /^Panier : 0 article/ });
  await expect(emptyCart).toBeVisible(SLOW);

  // Search for the product from the header and open it.
  // The focus stays where the form was: the header is behind it.
  await tabTo(page, page.getByRole('link', { name: 'Rechercher des accessoires' }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search/, SLOW);
  const searchBox = page.getByRole('searchbox').or(page.locator('#search-input'));
  await expect(searchBox).toBeFocused(SLOW);
  await page.keyboard.type(product.name);
  const results = page.getByRole('list', { name: `Résultats pour ${product.name}` });
  const productLink = results.getByRole('link', { name: product.name, exact: true });
  await expect(productLink).toBeVisible(SLOW);
  await tabTo(page, productLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/[a-z0-9-]+-${product._id}$`), SLOW);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(SLOW);

  // Into the cart.
  await tabTo(page, page.getByRole('button', { name: `Ajouter ${product.name} au panier` }));
  await page.keyboard.press('Enter');
  const cartButton = page.getByRole('button', { name: /^Panier : 1 article, / });
  await expect(cartButton).toBeVisible(SLOW);

  // The panel opens with the focus inside, keeps it there, and closes with Escape.
  await tabTo(page, cartButton);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(panel.getByText('Articles (1)')).toBeVisible(SLOW);
  const insidePanel = () =>
    panel.evaluate((el) => el.contains(document.activeElement) || el === document.activeElement);
  await expect.poll(insidePanel).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await insidePanel(), `Tab ${i + 1} left the open cart panel`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await tabTo(page, panel.getByRole('button', { name: 'Procéder' }), { max: 20 });
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();

  // Checkout: a new address, selected, then cash on delivery.
  await expect(page).toHaveURL(/\/checkout$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible(
    SLOW,
  );
  const pay = page.getByRole('button', { name: 'Payer à la livraison' });
  await expect(pay).toBeDisabled();
  await tabTo(page, page.getByLabel('Adresse', { exact: true }));
  await page.keyboard.type('12 avenue Hassan II, Guéliz');
  await tabTo(page, page.getByLabel('Ville'));
  await page.keyboard.type('Marrakech');
  await tabTo(page, page.getByLabel('Téléphone'));
  await page.keyboard.type('0661234567');
  await tabTo(page, page.getByRole('button', { name: "Ajouter l'adresse" }));
  await page.keyboard.press('Enter');
  const address = page.getByRole('radio', { name: /12 avenue Hassan II/ });
  await expect(address).toBeVisible(SLOW);
  await tabTo(page, address, { backwards: true });
  await page.keyboard.press('Space');
  await expect(address).toBeChecked();
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Commande Réussie !' })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: /^Panier : 0 article/ })).toBeVisible(SLOW);
});
