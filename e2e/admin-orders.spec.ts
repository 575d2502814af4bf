import { type Page } from '@playwright/test';
import { expect, test } from './support/shop';
import sharp from 'sharp';
import { signIn } from './support/accounts';
import { customerOrder } from './support/orders';

const ADMIN = { email: 'admin@zina.ma', password: 'ZinaAdmin2026!' };

async function moveTo(page: Page, label: string, status: string) {
  const details = page.getByRole('dialog', { name: `Commande ${label}` });
  await details.getByRole('button', { name: 'Changer le statut' }).click();
  const modal = page.getByRole('dialog', { name: 'Modifier le statut' });
  await modal.getByLabel('Nouveau statut').selectOption({ label: status });
  await modal.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Statut de la commande mis à jour').first()).toBeVisible();
  await expect(details.getByText(status, { exact: true }).first()).toBeVisible();
}

test('the admin finds a new order, ships and delivers it, the customer sees it, and the delivery note prints', async ({
  page,
  browser,
  context,
}) => {
  // Two sessions and a print window: longer than a one-page journey.
  test.setTimeout(120_000);
  const { account, product, label } = await customerOrder(page.request);

  // The demo admin finds the order by the customer's e-mail.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/orders');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestion des Commandes' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statistiques des commandes' })).toBeVisible();
  await page.getByLabel('Rechercher une commande').fill(account.email);
  const table = page.getByRole('table', { name: 'Commandes', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: label });
  await expect(row.getByText('En attente')).toBeVisible();
  await expect(row.getByText('Paiement à la livraison')).toBeVisible();
  await expect(row.getByText(account.name)).toBeVisible();

  // Its details, then Expédiée and Livrée.
  await row.getByRole('button', { name: `Voir les détails de la commande ${label}` }).click();
  const details = page.getByRole('dialog', { name: `Commande ${label}` });
  await expect(details.getByText(product.name)).toBeVisible();
  await expect(details.getByText('14 rue Moulay Youssef')).toBeVisible();
  await expect(details.getByText('Aucun changement de statut')).toBeVisible();
  await moveTo(page, label, 'Expédiée');
  await moveTo(page, label, 'Livrée');
  const history = details.getByRole('region', { name: 'Historique des statuts' });
  await expect(history.getByText('par Admin Zina')).toHaveCount(2);
  await details.getByRole('button', { name: 'Fermer' }).click();
  await expect(row.getByText('Livrée')).toBeVisible();
  // A delivered order cannot be deleted (SPEC.md §4): no delete button.
  await expect(row.getByRole('button', { name: /^Supprimer la commande/ })).toHaveCount(0);

  // The customer's Mes Commandes shows the new status.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, account.email, account.password);
  await customer.goto('/dashboard/myorders');
  const card = customer.getByRole('listitem').filter({
    has: customer.getByRole('heading', { name: label }),
  });
  await expect(card.getByText('Livrée')).toBeVisible();
  await customerContext.close();

  // The delivery note: a popup with the QR code and the barcode drawn.
  const popupOpened = context.waitForEvent('page');
  await row
    .getByRole('button', { name: `Imprimer le bon de livraison de la commande ${label}` })
    .click();
  const note = await popupOpened;
  await expect(note).toHaveTitle(`Bon de livraison ${label}`);
  await expect(note.getByRole('banner').getByText(label, { exact: true })).toBeVisible();
  await expect(note.getByText('Paiement à la livraison')).toBeVisible();
  await expect(note.getByText('Marrakech')).toBeVisible();
  const qr = note.locator('img.qr');
  await expect(qr).toBeVisible();
  expect(
    await qr.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.width]),
  ).toEqual([true, 100, 100]);
  const barcode = note.locator('.barcode svg');
  await expect(barcode).toBeVisible();
  expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
  expect(await barcode.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(400);

  const shot = await note.screenshot({
    fullPage: true,
    path: test.info().outputPath('delivery-note.png'),
  });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const same = (i: number) => [0, 1, 2].every((c) => data[i + c] === data[c]);
  let differing = 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (!same(i)) differing++;
    if (data[i]! < 80 && data[i + 1]! < 80 && data[i + 2]! < 80) dark++;
  }
  // Not one colour: text, the QR code and the bars are drawn in dark ink on the white page.
  expect(differing).toBeGreaterThan(1000);
  expect(dark).toBeGreaterThan(2000);
});
