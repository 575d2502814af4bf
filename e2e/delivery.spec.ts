import { readFileSync } from 'node:fs';
import { expect, test } from './support/shop';
import { bearerOf, signIn } from './support/accounts';
import { customerOrder, json } from './support/orders';

const ADMIN = { email: 'admin@zina.ma', password: 'ZinaAdmin2026!' };

test('the admin ships a confirmed order with Amana, prints its label, applies the carrier’s report and sees the cash owed; a city’s fee reaches the quote', async ({
  page,
}) => {
  // Several screens and a report round trip: longer than a one-page journey.
  test.setTimeout(120_000);
  const { label, product } = await customerOrder(page.request);

  await signIn(page, ADMIN.email, ADMIN.password);
  const admin = await bearerOf(page);
  await json(
    await page.request.put('/api/order/admin/update-status', {
      headers: admin,
      data: { orderId: label, order_status: 'confirmed' },
    }),
  );
  const [order] = await json<{ totalAmt: number }[]>(
    await page.request.get('/api/order/admin/all-orders', {
      headers: admin,
      params: { search: label, page: 1, limit: 5 },
    }),
  );

  // Bulk shipping: the confirmed order selected, handed to Amana with its tracking number.
  await page.goto('/dashboard/orders');
  await page.getByLabel('Rechercher une commande').fill(label);
  const table = page.getByRole('table', { name: 'Commandes', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Sélectionner la commande ${label}` }).check();
  const bar = page.getByRole('region', { name: 'Expédition groupée' });
  await bar.getByRole('button', { name: 'Expédier' }).click();
  const ship = page.getByRole('dialog', { name: 'Expédier les commandes' });
  await ship.getByLabel('Transporteur').selectOption('amana');
  const tracking = `AM${Date.now()}`;
  await ship.getByLabel(label).fill(tracking);
  await ship.getByRole('button', { name: 'Expédier' }).click();
  await expect(ship).toBeHidden();
  await expect(bar.getByText('1 commande expédiée')).toBeVisible();
  await expect(
    table.getByRole('row').filter({ hasText: label }).getByText('Expédiée'),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Étiquettes 100×150' }).click();
  const labels = await downloading;
  const pdf = readFileSync(await labels.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The carrier's report: previewed (nothing applied), then applied.
  const collected = order!.totalAmt.toFixed(2);
  const report = `tracking,status,collected,fee\n${tracking},delivered,${collected},20\nZZ000404,delivered,100,20\n`;
  await page.getByRole('button', { name: 'Importer un rapport' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un rapport transporteur' });
  await dialog.getByLabel('Transporteur').selectOption('amana');
  await dialog.getByLabel('Rapport (CSV ou XLSX)').setInputFiles({
    name: 'amana.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(report),
  });
  await dialog.getByRole('button', { name: 'Aperçu' }).click();
  const figures = dialog.getByLabel('Résumé du rapport');
  await expect(figures.getByText('Commandes à modifier')).toBeVisible();
  await expect(dialog.getByText('ZZ000404')).toBeVisible();
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(dialog.getByText(/^Rapport appliqué —/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Terminer' }).click();
  await expect(table.getByRole('row').filter({ hasText: label }).getByText('Livrée')).toBeVisible();

  // The cash page: Amana owes what it collected, less its fees and remittances.
  await page.goto('/dashboard/encaissements');
  const cash = page.getByRole('table', { name: 'Encaissements par transporteur' });
  await expect(cash.getByRole('rowheader', { name: 'Amana' })).toBeVisible();
  await expect(cash.getByRole('rowheader', { name: 'Total' })).toBeVisible();

  // A fee for Tanger, seen by the quote; then every city free again for the other journeys.
  await page.goto('/dashboard/livraison');
  const tanger = page.getByRole('textbox', { name: 'Frais pour Tanger (MAD)' });
  await tanger.fill('30');
  await page.getByRole('button', { name: 'Enregistrer les frais' }).click();
  await expect(page.getByText('Frais de livraison enregistrés').first()).toBeVisible();
  try {
    const quote = await json<{ deliveryFee: number }>(
      await page.request.post('/api/order/quote', {
        data: { items: [{ productId: product._id, quantity: 1 }], city: 'Tanger' },
      }),
    );
    expect(quote.deliveryFee).toBe(30);
  } finally {
    await json(
      await page.request.put('/api/delivery/fees', {
        headers: admin,
        data: { freeAbove: null, cities: [] },
      }),
    );
  }
});
