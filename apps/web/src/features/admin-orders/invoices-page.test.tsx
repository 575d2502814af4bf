import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import InvoicesPage from './invoices-page';
import { callsTo, fakeRoutes, hexId, ok, onRaw, server } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const invoice = (n: number, name: string) => ({
  _id: hexId(),
  number: `FAC-2026-${String(n).padStart(6, '0')}`,
  orderId: `ORD-20260304-00000${n}`,
  label: `ZN-1000${n}`,
  totalAmt: 100 * n,
  createdAt: '2026-03-04T10:00:00.000Z',
  customer: { _id: hexId(), name, email: `${name.toLowerCase()}@example.ma` },
});

describe('Factures', { timeout: 20_000 }, () => {
  it('lists the invoices, searches by number or customer and downloads a PDF', async () => {
    signInAdmin();
    const all = [invoice(1, 'Salma'), invoice(2, 'Karim')];
    fakeRoutes({
      'GET /api/invoice/admin/all-invoices': ({ query }) => {
        const data = query.search ? all.filter((i) => i.customer.name === query.search) : all;
        return {
          ...ok(data, 'Liste des factures'),
          totalCount: data.length,
          totalPages: 1,
          page: 1,
        };
      },
    });
    server.use(
      onRaw('GET /api/invoice/generate', () =>
        HttpResponse.text('%PDF-1.4 fake', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="FAC-2026-000002.pdf"',
          },
        }),
      ),
    );
    const clicked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:facture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    const { user } = renderRoutes(
      [{ path: '/dashboard/invoices', Component: InvoicesPage }],
      '/dashboard/invoices',
    );
    const table = await screen.findByRole('table', { name: 'Factures' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const queries = () => callsTo('GET /api/invoice/admin/all-invoices').map((c) => c.query);
    expect(queries()[0]).toEqual({ page: '1', limit: '10' });

    await user.type(screen.getByLabelText('Rechercher une facture'), 'Karim');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(queries().at(-1)).toEqual({ page: '1', limit: '10', search: 'Karim' });

    await user.click(
      screen.getByRole('button', { name: 'Télécharger la facture FAC-2026-000002 (PDF)' }),
    );
    await waitFor(() => expect(clicked).toEqual(['FAC-2026-000002.pdf']));
    expect(callsTo('GET /api/invoice/generate').map((c) => `${c.query.orderId} ${c.auth}`)).toEqual(
      ['ORD-20260304-000002 Bearer access-1'],
    );
  });
});
