import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { CallAttempt } from '@zina/shared/schemas/cod';
import type { Order } from '@zina/shared/schemas/order';
import { SHIPMENT_MSG, trackingUrl } from '@zina/shared/schemas/shipment';
import { callsTo, fakeOrderDetails, makeOrder, refuseNext } from '../../../test/fake-api';
import { renderWithClient } from '../../../test/render';
import { signInAdmin } from '../../../test/session';
import { OrderDetailsModal } from './order-details-modal';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const ATTEMPTS = 'GET /api/order/admin/attempts';
const SHIPMENT = 'PUT /api/order/admin/shipment';

const calls: CallAttempt[] = [
  {
    outcome: 'no_answer',
    at: '2026-03-04T10:05:00.000Z',
    note: '',
    callbackAt: null,
    by: 'Yasmine Admin',
  },
  {
    outcome: 'confirmed',
    at: '2026-03-04T11:00:00.000Z',
    note: 'Livrer après 17 h',
    callbackAt: null,
    by: null,
  },
];

function details(order: Order) {
  signInAdmin();
  fakeOrderDetails({ orders: [order], attempts: { [order.orderId]: calls } });
  return renderWithClient(
    <OrderDetailsModal
      order={order}
      onClose={() => {}}
      onChangeStatus={() => {}}
      onPrint={() => {}}
      printing={false}
    />,
  );
}

/** The bodies sent to the shipment route, in order. */
const shipments = () => callsTo(SHIPMENT).map((c) => c.body);

describe('the order details: calls and shipment', { timeout: 20_000 }, () => {
  it("shows the order's delivery fee (issue 47)", async () => {
    details(makeOrder({ subTotalAmt: 300, deliveryFee: 30, totalAmt: 330 }));
    const fee = await screen.findByText('Livraison');
    expect(fee.nextSibling?.textContent?.replace(/\s/g, ' ')).toBe('30,00 MAD');
  });

  it("lists the order's confirmation calls, with who made them", async () => {
    const order = makeOrder({ order_status: 'pending' });
    details(order);
    const section = await screen.findByRole('region', { name: 'Appels de confirmation' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Pas de réponse.*par Yasmine Admin$/),
      expect.stringMatching(/Confirmée.*— Livrer après 17 h.*par un compte supprimé$/),
    ]);
    expect(callsTo(ATTEMPTS).map((c) => c.query)).toEqual([{ orderId: order.orderId }]);
    // A pending order takes no tracking number.
    expect(screen.queryByRole('region', { name: 'Expédition' })).toBeNull();
  });

  it('records the carrier and tracking number of a confirmed order, then links to it', async () => {
    const order = makeOrder({ order_status: 'confirmed' });
    const { user } = details(order);
    const section = await screen.findByRole('region', { name: 'Expédition' });
    const save = within(section).getByRole('button', { name: 'Enregistrer le suivi' });
    await user.click(save);
    await within(section).findByText(SHIPMENT_MSG.trackingRequired);
    expect(shipments()).toEqual([]);

    await user.selectOptions(within(section).getByLabelText('Transporteur'), 'CTM Messagerie');
    await user.type(within(section).getByLabelText('Numéro de suivi'), ' CT123456MA ');
    await user.click(save);
    await screen.findByText(SHIPMENT_MSG.saved);
    expect(shipments()).toEqual([
      { orderId: order.orderId, carrier: 'ctm', trackingNumber: 'CT123456MA' },
    ]);
    const link = await within(section).findByRole('link', { name: /Lien de suivi/ });
    expect(link.getAttribute('href')).toBe(trackingUrl('ctm', 'CT123456MA'));
    expect(link.getAttribute('target')).toBe('_blank');
    // The window shows the order's new status at once (issue 46: it kept the old one).
    expect(await screen.findByText('Expédiée')).toBeTruthy();
  });

  it('shows the link of a delivered order, without the form', async () => {
    const shipment = {
      carrier: 'amana' as const,
      trackingNumber: 'AM1',
      trackingUrl: trackingUrl('amana', 'AM1'),
    };
    details(makeOrder({ order_status: 'delivered', shipment }));
    const section = await screen.findByRole('region', { name: 'Expédition' });
    expect(within(section).getByRole('link').getAttribute('href')).toBe(shipment.trackingUrl);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    const { user } = details(makeOrder({ order_status: 'shipped' }));
    refuseNext(SHIPMENT, 409, SHIPMENT_MSG.notShippable);
    const section = await screen.findByRole('region', { name: 'Expédition' });
    await user.type(within(section).getByLabelText('Numéro de suivi'), 'X1');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le suivi' }));
    await screen.findByText(SHIPMENT_MSG.notShippable);
  });
});
