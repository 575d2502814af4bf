import { expect, test } from './support/shop';
import { signIn } from './support/accounts';
import { customerOrder, json } from './support/orders';
import { newestMailTo } from './support/outbox';

const ADMIN = { email: 'admin@zina.ma', password: 'ZinaAdmin2026!' };

test('the desk calls a new order on WhatsApp and confirms it; the customer confirms another from the e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await customerOrder(page.request, { ville: 'Fès', telephone: '0662 11 22 33' });
  const label = first.label;

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/confirmations');
  await expect(
    page.getByRole('heading', { level: 2, name: /Commandes à confirmer/ }),
  ).toBeVisible();
  // Labels are unique (ZN-…, SPEC.md §9).
  const row = page.getByRole('article', { name: label });
  await expect(row.getByText('Fès', { exact: true })).toBeVisible();
  await expect(row.getByText('Nouveau client')).toBeVisible();
  await expect(row.getByRole('link', { name: /sur WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/212662112233\\?text=.*${label}`),
  );
  await expect(row.getByRole('link', { name: /Appeler le 06 62 11 22 33/ })).toHaveAttribute(
    'href',
    'tel:+212662112233',
  );
  await row
    .getByRole('group', { name: 'Résultat de l’appel' })
    .getByRole('button', { name: 'Confirmée' })
    .click();
  await expect(page.getByText('Appel enregistré').first()).toBeVisible();
  await expect(row).toBeHidden();

  // The order left the queue confirmed, with the call in its history.
  const headers = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accesstoken'))}`,
  };
  const calls = await json<Array<{ outcome: string; by: string }>>(
    await page.request.get(`/api/order/admin/attempts?orderId=${first.orderId}`, { headers }),
  );
  expect(calls).toEqual([expect.objectContaining({ outcome: 'confirmed', by: 'Admin Zina' })]);

  // A second customer confirms from the link of the order mail, without signing in.
  const second = await customerOrder(page.request, { ville: 'Agadir', telephone: '0611223344' });
  let link: string | undefined;
  await expect
    .poll(() => {
      link = /https?:\/\/\S+\/commande\/confirmer\/\S+/.exec(
        newestMailTo(second.account.email)?.text ?? '',
      )?.[0];
      return link;
    })
    .toBeTruthy();
  const guest = await browser.newContext();
  const customer = await guest.newPage();
  await customer.goto(link!);
  await expect(customer.getByText(second.product.name)).toBeVisible();
  await customer.getByRole('button', { name: 'Confirmer ma commande' }).click();
  await expect(customer.getByText('Merci ! Votre commande est confirmée.')).toBeVisible();
  await guest.close();
  const found = await json<Array<{ orderId: string; order_status: string }>>(
    await page.request.get(
      `/api/order/admin/all-orders?search=${encodeURIComponent(second.orderId)}&page=1&limit=5`,
      { headers },
    ),
  );
  expect(found.find((o) => o.orderId === second.orderId)?.order_status).toBe('confirmed');
});
