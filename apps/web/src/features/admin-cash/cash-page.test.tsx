import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { formatMad } from '@zina/shared/format';
import { DELIVERY_MSG, type CashRow, type Remittance } from '@zina/shared/schemas/delivery';
import { callsTo, ok, on, server } from '../../test/fake-api';
import { renderWithClient } from '../../test/render';
import { signInAdmin } from '../../test/session';
import CashPage from './cash-page';
import { buildCashCsv } from './lib/cash-csv';

configure({ asyncUtilTimeout: 5000 });

const mad = (n: number) => formatMad(n).replace(/\s/g, ' ');

const amana: CashRow = {
  carrier: 'amana',
  name: 'Amana',
  delivered: 3,
  collected: 900,
  fees: 60,
  remitted: 500,
  owed: 340,
};
const sendit: CashRow = {
  carrier: 'sendit',
  name: 'Sendit',
  delivered: 1,
  collected: 250.5,
  fees: 20,
  remitted: 0,
  owed: 230.5,
};

/** The cash figures, lowered by each remittance recorded (as the server's « owed »). */
function cashServer() {
  const rows = [{ ...amana }, { ...sendit }];
  const paid: Remittance[] = [
    {
      _id: 'p'.repeat(24),
      carrier: 'amana',
      amount: 500,
      date: '2026-11-20',
      reference: 'VIR-AMANA-11',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ];
  server.use(
    on('GET /api/delivery/cash', () => ok(rows, DELIVERY_MSG.cash), { signedIn: true }),
    on('GET /api/delivery/remittances', () => ok(paid, DELIVERY_MSG.cash), { signedIn: true }),
    on(
      'POST /api/delivery/remittance',
      ({ body }) => {
        const row = rows.find((r) => r.carrier === body?.carrier)!;
        row.remitted += Number(body?.amount);
        row.owed -= Number(body?.amount);
        const saved: Remittance = {
          _id: 'r'.repeat(24),
          carrier: row.carrier,
          amount: Number(body?.amount),
          date: String(body?.date),
          reference: String(body?.reference ?? ''),
          createdAt: '2026-11-29T10:00:00.000Z',
        };
        paid.unshift(saved);
        return ok(saved, DELIVERY_MSG.remittanceSaved);
      },
      { signedIn: true, status: 201 },
    ),
  );
  signInAdmin();
  return renderWithClient(<CashPage />);
}

describe('Encaissements (issue 47)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each carrier’s figures for the month so far, with the totals', async () => {
    cashServer();
    const table = await screen.findByRole('table', { name: 'Encaissements par transporteur' });
    expect(callsTo('GET /api/delivery/cash')[0]?.query).toEqual({
      from: '2026-11-01',
      to: '2026-11-29',
    });
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(cells('Amana')).toEqual(['3', mad(900), mad(60), mad(500), mad(340)]);
    expect(cells('Total')).toEqual(['4', mad(1150.5), mad(80), mad(500), mad(570.5)]);
  });

  it('reads the figures of another period', async () => {
    const { user } = cashServer();
    await screen.findByRole('table', { name: 'Encaissements par transporteur' });
    const period = screen.getByRole('form', { name: 'Période' });
    const from = within(period).getByLabelText('Du');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    const to = within(period).getByLabelText('Au');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(within(period).getByRole('button', { name: 'Afficher' }));
    await waitFor(() =>
      expect(callsTo('GET /api/delivery/cash').at(-1)?.query).toEqual({
        from: '2026-10-01',
        to: '2026-10-31',
      }),
    );
  });

  it('records a remittance, which lowers what the carrier owes', async () => {
    const { user } = cashServer();
    const table = await screen.findByRole('table', { name: 'Encaissements par transporteur' });
    const form = screen.getByRole('region', { name: 'Enregistrer un versement' });
    await user.selectOptions(within(form).getByLabelText('Transporteur'), 'sendit');
    await user.type(within(form).getByLabelText('Montant (MAD)'), '200');
    await user.type(within(form).getByLabelText('Référence (facultatif)'), 'VIR-778');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le versement' }));

    await screen.findByText(DELIVERY_MSG.remittanceSaved);
    expect(callsTo('POST /api/delivery/remittance')[0]?.body).toEqual({
      carrier: 'sendit',
      amount: 200,
      date: '2026-11-29',
      reference: 'VIR-778',
    });
    const sendItRow = within(table).getByRole('rowheader', { name: 'Sendit' }).closest('tr')!;
    await within(sendItRow).findByText(mad(30.5));
    // The period's remittances list it, before the earlier one.
    const list = screen.getByRole('table', { name: 'Versements de la période' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Sendit', 'Amana']),
    );
    const row = within(list).getByText('VIR-778').closest('tr')!;
    expect(row.textContent?.replace(/\s/g, ' ')).toContain(mad(200));
  });

  it('lists the period’s remittances with their date, carrier, reference and amount', async () => {
    cashServer();
    const list = await screen.findByRole('table', { name: 'Versements de la période' });
    expect(callsTo('GET /api/delivery/remittances')[0]?.query).toEqual({
      from: '2026-11-01',
      to: '2026-11-29',
    });
    const row = within(list).getByRole('rowheader', { name: 'Amana' }).closest('tr')!;
    const text = row.textContent?.replace(/\s/g, ' ');
    expect(text).toContain('20 novembre 2026');
    expect(text).toContain('VIR-AMANA-11');
    expect(text).toContain(mad(500));
  });

  it('refuses a remittance without an amount, nothing sent', async () => {
    const { user } = cashServer();
    await screen.findByRole('table', { name: 'Encaissements par transporteur' });
    const form = screen.getByRole('region', { name: 'Enregistrer un versement' });
    await user.selectOptions(within(form).getByLabelText('Transporteur'), 'amana');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le versement' }));
    await within(form).findByText(DELIVERY_MSG.badAmountInput);
    expect(callsTo('POST /api/delivery/remittance')).toHaveLength(0);
  });

  it('exports the table with its totals as a French CSV', () => {
    const csv = buildCashCsv([amana, sendit]);
    expect(csv.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFFTransporteur;Colis livrés;Encaissé (MAD);Frais (MAD);Reversé (MAD);Reste dû (MAD)',
      'Amana;3;900,00;60,00;500,00;340,00',
      'Sendit;1;250,50;20,00;0,00;230,50',
      'Total;4;1150,50;80,00;500,00;570,50',
    ]);
  });
});
