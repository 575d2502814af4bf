import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Order } from '@zina/shared/schemas/order';
import { trackingUrl, type Shipment } from '@zina/shared/schemas/shipment';
import { renderWithClient } from '../../test/render';
import { OrderCard } from './order-card';

const order = (shipment: Shipment | null): Order => ({
  _id: 'o1',
  orderId: 'ORD-20261125-1',
  label: 'ZN-10001',
  createdAt: '2026-11-25T10:00:00.000Z',
  totalAmt: 200,
  subTotalAmt: 200,
  deliveryFee: 0,
  payment_status: 'CASH ON DELIVERY',
  order_status: 'shipped',
  items: [],
  userId: { _id: 'u1', name: 'Salma', email: 'salma@example.ma' },
  delivery_address: { _id: 'a1', adresse: '5 rue Fès', ville: 'Rabat', telephone: '' },
  shipment,
});

describe('an order card: following the parcel', () => {
  it('links to the carrier’s tracking page, named « Suivre mon colis »', async () => {
    const url = trackingUrl('amana', 'AM12345')!;
    renderWithClient(
      <ul>
        <OrderCard
          order={order({ carrier: 'amana', trackingNumber: 'AM12345', trackingUrl: url })}
        />
      </ul>,
    );
    const link = await screen.findByRole('link', { name: 'Suivre mon colis (Amana)' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no link without a tracking page', async () => {
    renderWithClient(
      <ul>
        <OrderCard order={order({ carrier: 'other', trackingNumber: 'X1', trackingUrl: null })} />
      </ul>,
    );
    await screen.findByText('Rabat', { exact: false });
    expect(screen.queryByRole('link', { name: /Suivre mon colis/ })).toBeNull();
  });
});

describe('an order card: what was paid', () => {
  it('shows the delivery fee in the total, or « Gratuit »', async () => {
    const view = renderWithClient(
      <ul>
        <OrderCard order={{ ...order(null), subTotalAmt: 200, deliveryFee: 35, totalAmt: 235 }} />
      </ul>,
    );
    const fee = (await screen.findByText('Livraison')).closest('div') as HTMLElement;
    expect(fee.textContent).toMatch(/Livraison\s*35,00\s*MAD/);
    expect(screen.getByText('Total').closest('div')!.textContent).toMatch(/235,00\s*MAD/);
    view.view.unmount();

    renderWithClient(
      <ul>
        <OrderCard order={order(null)} />
      </ul>,
    );
    expect((await screen.findByText('Livraison')).closest('div')!.textContent).toContain('Gratuit');
  });
});
