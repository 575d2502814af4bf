import { describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { AdminSlotsContext, LowStockSlot, StockHistorySlot } from '../../lib/admin-slots';
import { callsTo, fakeRoutes, hexId, ok } from '../../test/fake-api';
import { renderWithClient } from '../../test/render';
import { ADMIN, CUSTOMER, signInAdmin } from '../../test/session';
import { LowStockAlert } from './low-stock-alert';
import { StockHistory } from './stock-history';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

/** A low-stock row; each gets its own id (React keys and links must not collide). */
const item = (name: string, stock: number) => ({
  _id: hexId(),
  name,
  image: [`/uploads/${name}.webp`],
  stock,
});

describe('LowStockAlert', { timeout: 20_000 }, () => {
  it('lists the products at or under the threshold, lowest first, with links to the products page', async () => {
    signInAdmin();
    fakeRoutes({
      'GET /api/stock/low-stock': ok([
        item('Sac Tissé', 4),
        item('Bague', 0),
        item('Montre Or', 2),
      ]),
    });
    renderWithClient(<LowStockAlert />);
    const region = await screen.findByRole('region', { name: 'Stock faible' });
    within(region).getByText('3 produits à réapprovisionner');
    const links = within(region).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'BagueÉpuisé',
      'Montre Or2 en stock',
      'Sac Tissé4 en stock',
    ]);
    expect(links[1]?.getAttribute('href')).toBe('/dashboard/product?search=Montre%20Or');
  });

  it('shows nothing when no product runs low', async () => {
    signInAdmin();
    fakeRoutes({ 'GET /api/stock/low-stock': ok([]) });
    const { view } = renderWithClient(<LowStockAlert />);
    await vi.waitFor(() => expect(callsTo('GET /api/stock/low-stock')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(view.container.textContent).toBe('');
  });
});

describe('StockHistory', { timeout: 20_000 }, () => {
  it('shows each movement: date, signed change, stock after, French reason, by whom, order label', async () => {
    signInAdmin();
    const productId = hexId();
    fakeRoutes({
      'GET /api/stock/history': ok([
        {
          _id: hexId(),
          delta: 2,
          stockAfter: 7,
          reason: 'order-cancelled',
          orderId: 'ORD-20260304-ABC123',
          orderLabel: 'ZN-10042',
          user: { _id: ADMIN._id, name: ADMIN.name },
          createdAt: '2026-03-05T10:00:00.000Z',
        },
        {
          _id: hexId(),
          delta: -2,
          stockAfter: 5,
          reason: 'order',
          orderId: 'ORD-20260304-ABC123',
          orderLabel: 'ZN-10042',
          user: { _id: CUSTOMER._id, name: CUSTOMER.name },
          createdAt: '2026-03-04T10:00:00.000Z',
        },
      ]),
    });
    renderWithClient(<StockHistory productId={productId} />);
    const region = await screen.findByRole('region', { name: 'Historique du stock' });
    const rows = (await within(region).findAllByRole('row')).map((r) =>
      [...r.children].map((c) => c.textContent),
    );
    const label = 'ZN-10042';
    expect(rows[0]).toEqual(['Date', 'Variation', 'Stock après', 'Motif', 'Par', 'Commande']);
    expect(rows[1]?.slice(1)).toEqual(['+2', '7', 'Commande annulée', 'Yasmine Admin', label]);
    expect(rows[2]?.slice(1)).toEqual(['−2', '5', 'Commande', 'Salma Benali', label]);
    expect(rows[1]?.[0]).toMatch(/^05\/03\/2026/);
    expect(callsTo('GET /api/stock/history')[0]?.query).toEqual({ productId });
  });

  it('says when there is no movement', async () => {
    signInAdmin();
    fakeRoutes({ 'GET /api/stock/history': ok([]) });
    renderWithClient(<StockHistory productId={hexId()} />);
    await screen.findByText('Aucun mouvement de stock');
  });
});

describe('admin slots', { timeout: 20_000 }, () => {
  it('render what the provider gives, and nothing without one', () => {
    const { view } = renderWithClient(
      <>
        <LowStockSlot />
        <StockHistorySlot productId="p1" />
      </>,
    );
    expect(view.container.textContent).toBe('');
    cleanup();
    renderWithClient(
      <AdminSlotsContext
        value={{
          lowStockAlert: () => <p>alerte</p>,
          stockHistory: (id) => <p>historique {id}</p>,
        }}
      >
        <LowStockSlot />
        <StockHistorySlot productId="p1" />
      </AdminSlotsContext>,
    );
    screen.getByText('alerte');
    screen.getByText('historique p1');
  });
});
