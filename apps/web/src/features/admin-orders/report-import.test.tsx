import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_MSG, type ImportResult } from '@zina/shared/schemas/delivery';
import type { OrderStats } from '@zina/shared/schemas/order';
import OrdersPage from './orders-page';
import { callsTo, fakeRoutes, makeOrder, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAgent } from '../../test/session';

configure({ asyncUtilTimeout: 5000 });

const stats: OrderStats = {
  overview: { totalOrders: 1, totalRevenue: 300 },
  totalOrders: 1,
  topProducts: [],
  daily: [],
};

const preview: ImportResult = {
  delivered: 1,
  returned: 1,
  inTransit: 2,
  unknown: ['XX999'],
  mismatched: [{ tracking: 'AM1', label: 'ZN-10001', expected: 300, collected: 250 }],
  skipped: [],
  changes: 2,
  applied: false,
};

const CSV = 'tracking,status,collected,fee\nAM1,delivered,250,20\nAM2,returned,,20\n';

function openImport() {
  fakeRoutes({
    'GET /api/order/admin/stats': ok(stats),
    'GET /api/order/admin/all-orders': {
      ...ok([makeOrder({ order_status: 'shipped' })]),
      totalCount: 1,
      totalPages: 1,
      page: 1,
    },
    'GET /api/delivery/carriers': ok([
      { code: 'amana', name: 'Amana', trackingUrl: null, adapter: 'manual', webhook: false },
    ]),
    'POST /api/delivery/import': ({ query }) =>
      query.apply === 'true'
        ? ok({ ...preview, applied: true }, DELIVERY_MSG.applied)
        : ok(preview, DELIVERY_MSG.preview),
  });
  return renderRoutes([{ path: '/dashboard/orders', Component: OrdersPage }], '/dashboard/orders');
}

const report = (name = 'rapport-amana.csv') => new File([CSV], name, { type: 'text/csv' });

describe('carrier report import (issue 47)', { timeout: 20_000 }, () => {
  it('previews the report without applying it, lists the unknown and mismatched rows, then applies', async () => {
    signInAgent();
    const { user } = openImport();
    await user.click(await screen.findByRole('button', { name: 'Importer un rapport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer un rapport transporteur' });
    await user.selectOptions(await within(dialog).findByLabelText('Transporteur'), 'amana');
    await user.upload(within(dialog).getByLabelText('Rapport (CSV ou XLSX)'), report());
    await user.click(within(dialog).getByRole('button', { name: 'Aperçu' }));

    await within(dialog).findByText(new RegExp(DELIVERY_MSG.preview));
    const [first] = callsTo('POST /api/delivery/import');
    expect(first?.query).toEqual({ carrier: 'amana', apply: 'false' });
    expect(first?.type).toMatch(/^multipart\/form-data/);
    expect(first?.text).toContain('name="file"; filename="rapport-amana.csv"');
    expect(first?.text).toContain('AM1,delivered,250,20');

    const figures = within(dialog).getByLabelText('Résumé du rapport');
    expect(within(figures).getByText('Livrés').nextSibling?.textContent).toBe('1');
    expect(within(figures).getByText('Retournés').nextSibling?.textContent).toBe('1');
    expect(within(figures).getByText('En transit').nextSibling?.textContent).toBe('2');
    within(dialog).getByText('XX999');
    const mismatch = within(dialog).getByRole('row', { name: /ZN-10001/ });
    within(mismatch).getByText('AM1');

    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await within(dialog).findByText(new RegExp(`^${DELIVERY_MSG.applied} —`));
    expect(callsTo('POST /api/delivery/import').map((c) => c.query.apply)).toEqual([
      'false',
      'true',
    ]);
    within(dialog).getByText('Commandes modifiées');
    await user.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a file that is not CSV or XLSX before sending, and shows the server’s refusal', async () => {
    signInAgent();
    const { user } = openImport();
    await user.click(await screen.findByRole('button', { name: 'Importer un rapport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer un rapport transporteur' });
    await user.selectOptions(await within(dialog).findByLabelText('Transporteur'), 'amana');
    const input = within(dialog).getByLabelText('Rapport (CSV ou XLSX)');
    await user.click(within(dialog).getByRole('button', { name: 'Aperçu' }));
    await within(dialog).findByText(DELIVERY_MSG.noFile);
    // The picker filters by type; a file dropped or chosen as « all files » is not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await within(dialog).findByText(DELIVERY_MSG.badFile);
    expect(callsTo('POST /api/delivery/import')).toHaveLength(0);

    const why = DELIVERY_MSG.badRow(3, DELIVERY_MSG.badAmount);
    fakeRoutes({ 'POST /api/delivery/import': () => refuse(400, why) });
    await user.upload(input, report());
    await user.click(within(dialog).getByRole('button', { name: 'Aperçu' }));
    await within(dialog).findByText(why);
  });
});
