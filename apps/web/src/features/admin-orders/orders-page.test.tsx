import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderStats } from '@zina/shared/schemas/order';
import OrdersPage from './orders-page';
import {
  type Call,
  callsTo,
  fakeOrderDetails,
  fakeRoutes,
  makeOrder,
  ok,
  refuse,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin, signInAgent } from '../../test/session';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const stats = (totalOrders: number, extra: Partial<OrderStats> = {}): OrderStats => ({
  overview: { totalOrders: 200, totalRevenue: 45_000 },
  totalOrders,
  topProducts: [
    { _id: 'p1', productName: 'Sac Tissé', count: 12, totalQuantity: 20, totalRevenue: 3200 },
    { _id: 'p2', productName: 'Montre Dorée', count: 8, totalQuantity: 9, totalRevenue: 3150 },
    { _id: 'p3', productName: 'Bague Argent', count: 7, totalQuantity: 8, totalRevenue: 800 },
    { _id: 'p4', productName: 'Ceinture Cuir', count: 5, totalQuantity: 6, totalRevenue: 720 },
    { _id: 'p5', productName: 'Lunettes Soleil', count: 4, totalQuantity: 5, totalRevenue: 650 },
    { _id: 'p6', productName: 'Foulard Soie', count: 3, totalQuantity: 3, totalRevenue: 300 },
  ],
  daily: [
    { date: '2026-03-03', orders: 2, revenue: 500 },
    { date: '2026-03-04', orders: 3, revenue: 900 },
  ],
  ...extra,
});

const listOf = (orders: Order[], totalCount = orders.length, limit = 10) => ({
  ...ok(orders),
  totalCount,
  totalPages: Math.max(1, Math.ceil(totalCount / limit)),
  page: 1,
});

const routes = [{ path: '/dashboard/orders', Component: OrdersPage }];
const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination des commandes' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('Gestion des Commandes', { timeout: 20_000 }, () => {
  it('shows the statistics, the top 5 products, the chart and the orders', async () => {
    signInAdmin();
    const pending = makeOrder({ order_status: 'pending' });
    const shipped = makeOrder({ order_status: 'shipped', totalAmt: 350 });
    fakeRoutes({
      'GET /api/order/admin/stats': ok(stats(2)),
      'GET /api/order/admin/all-orders': listOf([pending, shipped]),
    });
    renderRoutes(routes, '/dashboard/orders');

    const table = await screen.findByRole('table', { name: 'Commandes' });
    const stripe = screen.getByRole('region', { name: 'Statistiques des commandes' });
    expect(within(stripe).getByText('Commandes au total').nextSibling?.textContent).toBe('200');
    expect(
      within(stripe).getByText("Chiffre d'affaires").nextSibling?.textContent?.replace(/\s/g, ' '),
    ).toBe('45.000,00 MAD');

    const top = screen.getByRole('region', { name: 'Produits les plus vendus' });
    const names = within(top)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.children[1]?.textContent);
    expect(names).toEqual([
      'Sac Tissé',
      'Montre Dorée',
      'Bague Argent',
      'Ceinture Cuir',
      'Lunettes Soleil',
    ]);

    const chart = screen.getByRole('img', { name: /Commandes et revenus par jour/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(chart.querySelector('desc')?.textContent).toContain('5 commandes');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    within(rows[0]!).getByText(pending.label);
    within(rows[0]!).getByText('En attente');
    within(rows[0]!).getByText('Paiement à la livraison');
    within(rows[0]!).getByText('Salma Benali');
    within(rows[1]!).getByText('Expédiée');
    // SPEC.md §4: only a pending or cancelled order (or a failed payment) can be deleted.
    within(rows[0]!).getByRole('button', { name: /^Supprimer la commande/ });
    expect(within(rows[1]!).queryByRole('button', { name: /^Supprimer la commande/ })).toBeNull();
    expect(callsTo('GET /api/order/admin/all-orders')[0]?.query).toEqual({
      page: '1',
      limit: '10',
    });
  });

  it('shows an agent the list without the figures, deleting or the export (issue 46)', async () => {
    signInAgent();
    const pending = makeOrder({ order_status: 'pending' });
    fakeRoutes({ 'GET /api/order/admin/all-orders': listOf([pending], 25) });
    renderRoutes(routes, '/dashboard/orders');

    const table = await screen.findByRole('table', { name: 'Commandes' });
    within(table).getByText(pending.label);
    within(table).getByRole('button', { name: `Voir les détails de la commande ${pending.label}` });
    expect(within(table).queryByRole('button', { name: /^Supprimer la commande/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exporter en CSV' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Statistiques des commandes' })).toBeNull();
    // The list's own count pages it; the admin-only statistics are never asked.
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    expect(callsTo('GET /api/order/admin/stats')).toEqual([]);
  });

  it('pages by the stats count with a window of 5 pages and the page-size menu', async () => {
    signInAdmin();
    fakeRoutes({
      'GET /api/order/admin/stats': ok(stats(120)),
      'GET /api/order/admin/all-orders': (call: Call) =>
        listOf([makeOrder()], 120, Number(call.query.limit)),
    });
    const { user } = renderRoutes(routes, '/dashboard/orders');
    await screen.findByRole('table', { name: 'Commandes' });
    await waitFor(() => expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']));

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']));
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(callsTo('GET /api/order/admin/all-orders').at(-1)?.query).toEqual({
      page: '5',
      limit: '10',
    });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']));

    const size = screen.getByLabelText<HTMLSelectElement>('Commandes par page');
    expect([...size.options].map((o) => o.value)).toEqual(['5', '10', '25', '50', '100']);
    expect(size.value).toBe('10');
    // 120 ÷ 50 = 3 pages, back to the first.
    await user.selectOptions(size, '50');
    await waitFor(() => expect(pageNumbers()).toEqual(['1', '2', '3']));
    expect(callsTo('GET /api/order/admin/all-orders').at(-1)?.query).toEqual({
      page: '1',
      limit: '50',
    });
  });

  it('filters by order and payment status, sending only the chosen values', async () => {
    signInAdmin();
    fakeRoutes({
      'GET /api/order/admin/stats': ok(stats(3)),
      'GET /api/order/admin/all-orders': listOf([makeOrder()]),
    });
    const { user } = renderRoutes(routes, '/dashboard/orders');
    await screen.findByRole('table', { name: 'Commandes' });
    const status = screen.getByLabelText<HTMLSelectElement>('Statut de la commande');
    expect([...status.options].map((o) => o.textContent)).toEqual([
      'Tous les statuts',
      'En attente',
      'En traitement',
      'Confirmée',
      'Expédiée',
      'Livrée',
      'Annulée',
      'Retournée',
    ]);
    const payment = screen.getByLabelText<HTMLSelectElement>('Statut du paiement');
    expect([...payment.options].map((o) => o.textContent)).toEqual([
      'Tous les paiements',
      'Paiement à la livraison',
      'Payé',
      'En attente',
      'Échoué',
    ]);

    await user.selectOptions(status, 'Livrée');
    await waitFor(() =>
      expect(callsTo('GET /api/order/admin/all-orders').at(-1)?.query).toEqual({
        status: 'delivered',
        page: '1',
        limit: '10',
      }),
    );
    await user.selectOptions(payment, 'Échoué');
    await waitFor(() =>
      expect(callsTo('GET /api/order/admin/all-orders').at(-1)?.query).toEqual({
        status: 'delivered',
        payment_status: 'failed',
        page: '1',
        limit: '10',
      }),
    );
    // The stats follow the same filters (their totalOrders gives the page count).
    expect(callsTo('GET /api/order/admin/stats').at(-1)?.query).toEqual({
      status: 'delivered',
      payment_status: 'failed',
    });
  });

  it('only logs a failure of the statistics (SPEC.md §8)', async () => {
    signInAdmin();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({
      'GET /api/order/admin/stats': () => refuse(400, 'Statistiques indisponibles'),
      'GET /api/order/admin/all-orders': listOf([makeOrder()]),
    });
    renderRoutes(routes, '/dashboard/orders');
    await screen.findByRole('table', { name: 'Commandes' });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Erreur lors du chargement des statistiques',
        expect.anything(),
      ),
    );
    expect(screen.queryByText('Statistiques indisponibles')).toBeNull();
  });

  it("deletes after confirmation, and shows the server's 409 reason", async () => {
    signInAdmin();
    const order = makeOrder({ order_status: 'pending' });
    let refusing = true;
    fakeRoutes({
      'GET /api/order/admin/stats': ok(stats(1)),
      'GET /api/order/admin/all-orders': listOf([order]),
      'DELETE /api/order/admin/delete-order': () =>
        refusing
          ? refuse(409, 'Cette commande a une facture : elle ne peut pas être supprimée')
          : ok({ _id: order._id, orderId: order.orderId }, 'Commande supprimée avec succès'),
    });
    const { user } = renderRoutes(routes, '/dashboard/orders');
    const label = order.label;
    await user.click(await screen.findByRole('button', { name: `Supprimer la commande ${label}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la commande' });
    within(dialog).getByText(
      `Êtes-vous sûr de vouloir supprimer définitivement la commande ${label} ?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Cette commande a une facture : elle ne peut pas être supprimée',
    );

    refusing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Commande supprimée avec succès');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('DELETE /api/order/admin/delete-order').map((c) => c.body)).toEqual([
      { orderId: order.orderId },
      { orderId: order.orderId },
    ]);
  });

  it('opens the details: lines, customer, address and the status history', async () => {
    signInAdmin();
    const order = makeOrder({ order_status: 'shipped' });
    fakeRoutes({
      'GET /api/order/admin/stats': ok(stats(1)),
      'GET /api/order/admin/all-orders': listOf([order]),
    });
    fakeOrderDetails({
      orders: [order],
      history: {
        [order.orderId]: [
          {
            _id: 'h1',
            from_status: 'pending',
            to_status: 'shipped',
            changedAt: '2026-03-05T09:30:00.000Z',
            changedBy: { _id: 'a', name: 'Yasmine Admin' },
          },
        ],
      },
    });
    const { user } = renderRoutes(routes, '/dashboard/orders');
    const label = order.label;
    await user.click(
      await screen.findByRole('button', { name: `Voir les détails de la commande ${label}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Commande ${label}` });
    within(dialog).getByText('Sac Tissé');
    within(dialog).getByText(/^2 × 649,95/);
    expect(within(dialog).getByText('Sac Tissé').closest('li')?.querySelector('img')?.src).toMatch(
      /\/uploads\/sac\.webp$/,
    );
    within(dialog).getByText('Salma Benali');
    within(dialog).getByText('5 avenue Hassan II');
    within(dialog).getByText('Rabat');
    const history = within(dialog).getByRole('region', { name: 'Historique des statuts' });
    await within(history).findByText('par Yasmine Admin');
    within(history).getByText('Expédiée');
    expect(callsTo('GET /api/order/admin/history')[0]?.query).toEqual({
      orderId: order.orderId,
    });
  });

  it('edits a pending order from its details, and comes back to them with the new total', async () => {
    signInAgent();
    const order = makeOrder({ order_status: 'pending' });
    const shipped = makeOrder({ order_status: 'shipped' });
    fakeRoutes({
      'GET /api/order/admin/all-orders': listOf([order, shipped]),
      'PATCH /api/order/admin/edit': ({ body }) =>
        ok(
          {
            ...order,
            totalAmt: 1899.9,
            delivery_address: {
              ...order.delivery_address,
              adresse: String((body?.delivery as { address: string }).address),
            },
          },
          'Commande modifiée',
        ),
    });
    fakeOrderDetails({ orders: [order, shipped] });
    const { user } = renderRoutes(routes, '/dashboard/orders');

    await user.click(
      await screen.findByRole('button', {
        name: `Voir les détails de la commande ${shipped.label}`,
      }),
    );
    let details = screen.getByRole('dialog', { name: `Commande ${shipped.label}` });
    expect(within(details).queryByRole('button', { name: 'Modifier la commande' })).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Fermer' }));

    await user.click(
      screen.getByRole('button', { name: `Voir les détails de la commande ${order.label}` }),
    );
    details = screen.getByRole('dialog', { name: `Commande ${order.label}` });
    await user.click(within(details).getByRole('button', { name: 'Modifier la commande' }));
    const edit = screen.getByRole('dialog', { name: `Modifier la commande ${order.label}` });
    const address = within(edit).getByLabelText('Adresse');
    await user.clear(address);
    await user.type(address, '3 place Jemaa el-Fna');
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer les modifications' }));
    await within(edit).findByText(/Nouveau total/);
    await user.click(within(edit).getByRole('button', { name: 'Terminé' }));

    details = await screen.findByRole('dialog', { name: `Commande ${order.label}` });
    within(details).getByText('3 place Jemaa el-Fna');
    expect(within(details).getByText('Total').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      '1.899,90 MAD',
    );
  });
});
