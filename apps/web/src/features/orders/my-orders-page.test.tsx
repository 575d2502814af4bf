import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@zina/shared/schemas/order';
import {
  callsTo,
  fakeShop,
  hexId,
  holdNext,
  makeOrder,
  makeOrderItem,
  refuseNext,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import MyOrdersPage from './my-orders-page';

/** A customer's order of `items`: ids as the shop numbers them (ORD-, then digits). */
const orderOf = (items: Order['items'], totalAmt: number, extra: Partial<Order> = {}) =>
  makeOrder({ orderId: `ORD-${hexId()}`, items, totalAmt, subTotalAmt: totalAmt, ...extra });

const routes = [{ path: '/dashboard/myorders', Component: MyOrdersPage }];

describe('Mes Commandes', () => {
  it('shows a spinner, then the count, the total spent and one card per order', async () => {
    signIn();
    const big = orderOf(
      [
        makeOrderItem('Sac Tissé', 1, 169.9),
        makeOrderItem('Montre Dorée', 1, 350),
        makeOrderItem('Ceinture Cuir', 2, 120.25),
      ],
      760.4,
    );
    const small = orderOf([makeOrderItem('Bague Argent', 1, 279.9)], 279.9, {
      order_status: 'delivered',
    });
    // Cancelled: not spent, and no invoice to offer (issue 46).
    const cancelled = orderOf([makeOrderItem('Foulard', 1, 99)], 99, { order_status: 'cancelled' });
    fakeShop({ orders: [big, small, cancelled] });
    const release = holdNext('GET /api/order/order-list');
    renderRoutes(routes, '/dashboard/myorders');
    await screen.findByText('Chargement…');
    release();

    const header = await screen.findByText(/3 commandes/);
    // 760.40 + 279.90 = 1040.30, rounded to 1040; the cancelled 99 left out.
    expect(header.textContent?.replace(/\s/g, ' ')).toBe('3 commandes · Total dépensé : 1.040 MAD');
    const cancelledCard = screen.getByRole('heading', { name: cancelled.label }).closest('li')!;
    expect(within(cancelledCard).queryByRole('button', { name: /Facture/ })).toBeNull();

    const bigCard = screen.getByRole('heading', { name: big.label }).closest('li')!;
    within(bigCard).getByText('Sac Tissé');
    within(bigCard).getByText('Montre Dorée');
    expect(within(bigCard).queryByText('Ceinture Cuir')).toBeNull();
    within(bigCard).getByText('+ 1 autre(s)');
    within(bigCard).getByText('En attente');
    within(bigCard).getByText('À la livraison');
    expect(big.label).toMatch(/^ZN-\d{5}$/);

    const smallCard = screen.getByRole('heading', { name: small.label }).closest('li')!;
    within(smallCard).getByText('Livrée');
    expect(within(smallCard).queryByText(/autre\(s\)/)).toBeNull();
  });

  it("says 'Aucune commande' when there is none", async () => {
    signIn();
    fakeShop({ orders: [] });
    renderRoutes(routes, '/dashboard/myorders');
    await screen.findByText('Aucune commande');
    expect(screen.getByText(/0 commande/).textContent?.replace(/\s/g, ' ')).toBe(
      '0 commande · Total dépensé : 0 MAD',
    );
  });

  it('downloads the invoice PDF with the bearer token', async () => {
    signIn();
    const order = orderOf([makeOrderItem('Sac Tissé', 1, 169.9)], 169.9);
    fakeShop({ orders: [order] });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:facture';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    const { user } = renderRoutes(routes, '/dashboard/myorders');

    await user.click(await screen.findByRole('button', { name: /^Facture \(PDF\)/ }));
    await waitFor(() => expect(clicked).toEqual(['blob:facture FAC-2026-000007.pdf']));
    const [call] = callsTo('GET /api/invoice/generate');
    expect(call?.query).toEqual({ orderId: order.orderId });
    expect(call?.auth).toBe('Bearer access-1');
    expect(await created[0]!.text()).toBe('%PDF-1.4 fake');
  });

  it("shows the server's reason when the invoice cannot be made", async () => {
    signIn();
    fakeShop({ orders: [orderOf([makeOrderItem('Sac Tissé', 1, 169.9)], 169.9)] });
    refuseNext('GET /api/invoice/generate', 404, 'Commande introuvable');
    const { user } = renderRoutes(routes, '/dashboard/myorders');
    await user.click(await screen.findByRole('button', { name: /^Facture \(PDF\)/ }));
    await screen.findByText('Commande introuvable');
  });
});
