import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { DELIVERY_MSG, type CarrierInfo, type ShipInput } from '@zina/shared/schemas/delivery';
import type { Order, OrderStats } from '@zina/shared/schemas/order';
import OrdersPage from './orders-page';
import { callsTo, fakeRoutes, makeOrder, ok, onRaw, refuse, server } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin, signInAgent } from '../../test/session';

configure({ asyncUtilTimeout: 5000 });

const CARRIERS: CarrierInfo[] = [
  {
    code: 'amana',
    name: 'Amana',
    trackingUrl: 'https://www.amana.ma/tracking?code={tracking}',
    adapter: 'manual',
    webhook: false,
  },
  { code: 'sendit', name: 'Sendit', trackingUrl: null, adapter: 'report', webhook: false },
];

const stats: OrderStats = {
  overview: { totalOrders: 3, totalRevenue: 900 },
  totalOrders: 3,
  topProducts: [],
  daily: [],
};

/** The order list with three orders, two of them confirmed, and the delivery routes. */
function listWith(orders: Order[]) {
  fakeRoutes({
    'GET /api/order/admin/stats': ok(stats),
    'GET /api/order/admin/all-orders': {
      ...ok(orders),
      totalCount: orders.length,
      totalPages: 1,
      page: 1,
    },
    'GET /api/delivery/carriers': ok(CARRIERS),
    'POST /api/delivery/ship': ({ body }) => {
      const input = body as ShipInput;
      return ok(
        input.orders.map((o, i) => {
          const order = orders.find((x) => x.orderId === o.orderId)!;
          return {
            orderId: order.orderId,
            label: order.label,
            tracking: o.tracking ?? `SND${i + 1}`,
            orderStatus: 'shipped',
            trackingUrl: null,
          };
        }),
        DELIVERY_MSG.shipped,
      );
    },
  });
  return renderRoutes([{ path: '/dashboard/orders', Component: OrdersPage }], '/dashboard/orders');
}

const a = makeOrder({ order_status: 'confirmed' });
const b = makeOrder({ order_status: 'confirmed' });
const pending = makeOrder({ order_status: 'pending' });

describe('bulk shipping (issue 47)', { timeout: 20_000 }, () => {
  it('ships the selected confirmed orders with their tracking numbers, then downloads the labels', async () => {
    signInAdmin();
    const { user } = listWith([a, b, pending]);
    server.use(
      onRaw('GET /api/delivery/labels', () =>
        HttpResponse.text('%PDF-1.4 fake', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="bons-de-livraison-label.pdf"',
          },
        }),
      ),
    );
    const clicked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:labels');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    await screen.findByRole('table', { name: 'Commandes' });
    // Only the orders the server ships have a box.
    expect(
      screen.queryByRole('checkbox', { name: `Sélectionner la commande ${pending.label}` }),
    ).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner la commande ${a.label}` }));
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner la commande ${b.label}` }));
    const bar = screen.getByRole('region', { name: 'Expédition groupée' });
    within(bar).getByText('2 commandes sélectionnées');

    await user.click(within(bar).getByRole('button', { name: 'Expédier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expédier les commandes' });
    await user.selectOptions(within(dialog).getByLabelText('Transporteur'), 'amana');
    await user.type(within(dialog).getByLabelText(a.label), 'AM123456');
    await user.click(within(dialog).getByRole('button', { name: 'Expédier' }));

    await screen.findByText(DELIVERY_MSG.shipped);
    expect(callsTo('POST /api/delivery/ship')[0]?.body).toEqual({
      carrier: 'amana',
      orders: [{ orderId: a.orderId, tracking: 'AM123456' }, { orderId: b.orderId }],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    within(bar).getByText('2 commandes expédiées');

    await user.click(within(bar).getByRole('button', { name: 'Étiquettes 100×150' }));
    await waitFor(() => expect(clicked).toEqual(['bons-de-livraison-label.pdf']));
    expect(callsTo('GET /api/delivery/labels')[0]?.query).toEqual({
      orders: `${a.label},${b.label}`,
      format: 'label',
    });
    await user.click(within(bar).getByRole('button', { name: 'Étiquettes (A4)' }));
    await waitFor(() => expect(callsTo('GET /api/delivery/labels')).toHaveLength(2));
    expect(callsTo('GET /api/delivery/labels')[1]?.query.format).toBe('a4');
  });

  it('selects every shippable order of the page at once, for an agent too', async () => {
    signInAgent();
    const { user } = listWith([a, b, pending]);
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Sélectionner les commandes à expédier de la page',
      }),
    );
    within(screen.getByRole('region', { name: 'Expédition groupée' })).getByText(
      '2 commandes sélectionnées',
    );
  });

  it('asks for a carrier, and shows the server’s refusal with nothing shipped', async () => {
    signInAdmin();
    const { user } = listWith([a]);
    const refusal = DELIVERY_MSG.notShippable([a.label]);
    fakeRoutes({ 'POST /api/delivery/ship': () => refuse(409, refusal) });
    await user.click(
      await screen.findByRole('checkbox', { name: `Sélectionner la commande ${a.label}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Expédier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expédier les commandes' });
    await user.click(within(dialog).getByRole('button', { name: 'Expédier' }));
    await within(dialog).findByText(DELIVERY_MSG.badCarrier);
    expect(callsTo('POST /api/delivery/ship')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Transporteur'), 'sendit');
    await user.click(within(dialog).getByRole('button', { name: 'Expédier' }));
    await within(dialog).findByText(refusal);
    expect(screen.queryByText('1 commande expédiée')).toBeNull();
  });
});
