import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COD_MSG, type CodStats } from '@zina/shared/schemas/cod';
import { callsTo, fakeRoutes, ok, onRaw, server, type Call } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import CodPerformancePage from './cod-performance-page';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const rates = (
  orders: number,
  confirmationRate: number,
  deliveryRate: number,
  returnRate: number,
) => ({
  orders,
  confirmationRate,
  deliveryRate,
  returnRate,
  pending: 0,
  inTransit: 0,
});

/** The answer for a range: its days, two cities, two products. */
function statsFor(from: string, to: string): CodStats {
  const start = Date.parse(`${from}T00:00:00Z`);
  const count = (Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000 + 1;
  const days = Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    ...rates(8, 0.625, 0.5, 0.25),
    from,
    to,
    medianMinutesToConfirm: 130,
    medianMinutesToFirstCall: 12,
    byAgent: [],
    byCity: [
      { city: 'Casablanca', ...rates(5, 0.8, 2 / 3, 1 / 3) },
      { city: 'Oujda', ...rates(3, 1 / 3, 0, 0) },
    ],
    byProduct: [
      { productId: 'a'.repeat(24), name: 'Montre Dorée', orders: 2, returnRate: 0.5 },
      { productId: null, name: 'Sac retiré', orders: 3, returnRate: 0 },
    ],
    byDay: days.map((day, i) =>
      i === 1 ? { day, ...rates(8, 0.625, 0.5, 0.25) } : { day, ...rates(0, 0, 0, 0) },
    ),
  };
}

function start() {
  signInAdmin();
  fakeRoutes({
    // Without a range the server answers its last 30 days.
    'GET /api/order/admin/cod-stats': (call: Call) =>
      ok(statsFor(call.query.from ?? '2030-06-16', call.query.to ?? '2030-07-15')),
  });
  server.use(
    onRaw(
      'GET /api/order/admin/cod-stats.csv',
      () => new Response('jour;commandes\n', { headers: { 'content-type': 'text/csv' } }),
      { signedIn: true },
    ),
  );
}

/** Text as read: Intl puts a narrow no-break space before "%". */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

/** The figure under a headline label. */
const figure = async (label: string) =>
  text((await screen.findByText(label, { selector: 'dt' })).nextElementSibling);

const render = (entry = '/dashboard/cod-performance') =>
  renderRoutes([{ path: '/dashboard/cod-performance', Component: CodPerformancePage }], entry);

describe('Performance COD', { timeout: 20_000 }, () => {
  it('shows the figures of the last 30 days, by day, city and product', async () => {
    start();
    render();

    expect(await figure('Commandes')).toBe('8');
    expect(await figure('Taux de confirmation')).toBe('62,5 %');
    expect(await figure('Taux de livraison')).toBe('50 %');
    expect(await figure('Taux de retour')).toBe('25 %');
    expect(await figure('Délai médian de confirmation')).toBe('2 h 10');

    // The range the server answered fills the inputs; nothing was asked for.
    expect(screen.getByLabelText('Du')).toHaveProperty('value', '2030-06-16');
    expect(screen.getByLabelText('Au')).toHaveProperty('value', '2030-07-15');
    expect(callsTo('GET /api/order/admin/cod-stats')[0]!.query).toEqual({});

    // The charts are images with a text alternative, their figures in tables.
    screen.getByRole('img', { name: /Taux de confirmation, de livraison et de retour par jour/ });
    const daily = screen.getByRole('table', { name: 'Taux par jour' });
    // Only the days with orders (the 17th of June here) have rates.
    const dayRows = within(daily).getAllByRole('row').slice(1);
    expect(dayRows).toHaveLength(1);
    within(dayRows[0]!).getByRole('rowheader', { name: '17/06' });
    expect(within(dayRows[0]!).getAllByRole('cell').map(text)).toEqual([
      '8',
      '62,5 %',
      '50 %',
      '25 %',
    ]);
    screen.getByRole('img', { name: /Taux de confirmation et de retour par ville/ });
    const cities = screen.getByRole('table', { name: 'Par ville' });
    const casablanca = within(cities).getByRole('row', { name: /Casablanca/ });
    expect(within(casablanca).getAllByRole('cell').map(text)).toEqual([
      '5',
      '80 %',
      '66,7 %',
      '33,3 %',
    ]);
    const products = screen.getByRole('table', { name: 'Produits les plus retournés' });
    expect(
      within(products)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['Montre Dorée', 'Sac retiré']);
  });

  it('asks for the range typed, and refuses one that ends before it starts', async () => {
    start();
    const { router } = render('/dashboard/cod-performance?from=2030-07-01&to=2030-07-10');
    expect(await figure('Taux de confirmation')).toBe('62,5 %');
    expect(callsTo('GET /api/order/admin/cod-stats')[0]!.query).toEqual({
      from: '2030-07-01',
      to: '2030-07-10',
    });

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2030-07-05' } });
    await waitFor(() => expect(callsTo('GET /api/order/admin/cod-stats')).toHaveLength(2));
    expect(callsTo('GET /api/order/admin/cod-stats')[1]!.query).toEqual({
      from: '2030-07-05',
      to: '2030-07-10',
    });
    expect(router.state.location.search).toBe('?from=2030-07-05&to=2030-07-10');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Taux par jour' })).getByRole('rowheader')
          .textContent,
      ).toBe('06/07'),
    );

    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2030-07-01' } });
    await screen.findByText(COD_MSG.badRange);
    expect(screen.getByLabelText('Du').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('GET /api/order/admin/cod-stats')).toHaveLength(2);

    // The menu's link (no range): the server's last 30 days, the wrong range forgotten.
    await act(() => router.navigate('/dashboard/cod-performance'));
    await waitFor(() => expect(screen.getByLabelText('Du')).toHaveProperty('value', '2030-06-16'));
    expect(screen.getByLabelText('Au')).toHaveProperty('value', '2030-07-15');
    expect(screen.queryByText(COD_MSG.badRange)).toBeNull();
    expect(callsTo('GET /api/order/admin/cod-stats')[2]!.query).toEqual({});
  });

  it('counts the pending and in-transit orders beside the rates, and gives the figures by agent', async () => {
    signInAdmin();
    const stats = statsFor('2030-07-01', '2030-07-10');
    fakeRoutes({
      'GET /api/order/admin/cod-stats': () =>
        ok({
          ...stats,
          pending: 12,
          inTransit: 3,
          medianMinutesToFirstCall: 95,
          byCity: [
            { city: 'Casablanca', ...rates(5, 0.8, 2 / 3, 1 / 3), pending: 2, inTransit: 1 },
            { city: 'Oujda', ...rates(3, 1 / 3, 0, 0) },
          ],
          byAgent: [
            {
              agentId: 'b'.repeat(24),
              name: 'Nadia',
              calls: 14,
              confirmed: 6,
              confirmationRate: 0.75,
              medianMinutesToFirstCall: 8,
            },
          ],
        }),
    });
    render('/dashboard/cod-performance?from=2030-07-01&to=2030-07-10');

    const rate = await screen.findByText('Taux de confirmation', { selector: 'dt' });
    expect(text(rate.parentElement)).toBe('Taux de confirmation62,5 %12 en attente');
    const delivery = screen.getByText('Taux de livraison', { selector: 'dt' });
    expect(text(delivery.parentElement)).toBe('Taux de livraison50 %3 en transit');
    const returns = screen.getByText('Taux de retour', { selector: 'dt' });
    expect(text(returns.parentElement)).toBe('Taux de retour25 %3 en transit');
    expect(await figure('Délai médian du premier appel')).toBe('1 h 35');

    const cities = screen.getByRole('table', { name: 'Par ville' });
    const casablanca = within(cities).getByRole('row', { name: /Casablanca/ });
    expect(within(casablanca).getAllByRole('cell').map(text)).toEqual([
      '5',
      '80 %2 en attente',
      '66,7 %1 en transit',
      '33,3 %1 en transit',
    ]);

    const agents = screen.getByRole('table', { name: 'Par agent' });
    expect(
      within(agents)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Agent',
      'Appels',
      'Confirmées',
      'Taux de confirmation',
      'Délai médian du premier appel',
    ]);
    const nadia = within(agents).getByRole('row', { name: /Nadia/ });
    expect(within(nadia).getAllByRole('cell').map(text)).toEqual(['14', '6', '75 %', '8 min']);
  });

  it('says when no agent called in the range', async () => {
    start();
    render();
    const agents = await screen.findByRole('heading', { name: 'Par agent' });
    expect(agents.parentElement?.textContent).toContain('Aucun appel sur la période');
  });

  it('keeps « 100 % » inside the daily chart, and the city figures readable on a phone', async () => {
    start();
    render();
    const daily = await screen.findByRole('img', { name: /par jour/ });
    const top = [...daily.querySelectorAll('text')].find((t) => t.textContent === '100 %')!;
    // Anchored at its end, the label runs left from x: about 0.6 em a character at most.
    const width = '100 %'.length * 0.6 * Number(top.getAttribute('font-size'));
    expect(Number(top.getAttribute('x')) - width).toBeGreaterThanOrEqual(0);

    // The city chart's text is the page's, not an SVG's scaled down with the screen.
    const chart = screen.getByRole('img', { name: /par ville/ });
    expect(chart.querySelector('svg, text')).toBeNull();
    expect(chart.querySelector('ul')?.className).toContain('text-sm');

    // On a phone each city is a block, every figure under its column's name: no sideways scroll.
    const cities = screen.getByRole('table', { name: 'Par ville' });
    expect(cities.className).toContain('max-sm:block');
    const casablanca = within(cities).getByRole('row', { name: /Casablanca/ });
    expect(
      within(casablanca)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Commandes', 'Confirmation', 'Livraison', 'Retour']);
    expect(within(casablanca).getAllByRole('cell')[0]!.className).toContain(
      'max-sm:before:content-[attr(data-label)]',
    );
  });
  it('draws the daily chart for a phone’s width, its text 12 px or more at 390 px', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList,
    );
    start();
    render();
    const daily = await screen.findByRole('img', { name: /par jour/ });
    const width = Number(daily.getAttribute('viewBox')!.split(' ')[2]);
    const font = Number(daily.querySelector('text')!.getAttribute('font-size'));
    // At 390 px the picture is 318 px wide (the page's 16 px and the card's 20 px each side).
    expect((font * 318) / width).toBeGreaterThanOrEqual(12);
    const top = [...daily.querySelectorAll('text')].find((t) => t.textContent === '100 %')!;
    expect(Number(top.getAttribute('x')) - '100 %'.length * 0.6 * font).toBeGreaterThanOrEqual(0);
  });

  it('downloads the CSV of the range shown with the admin’s token', async () => {
    start();
    const { user } = render('/dashboard/cod-performance?from=2030-07-01&to=2030-07-10');
    expect(await figure('Taux de confirmation')).toBe('62,5 %');
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    // The fake API answers 401 to a call without "Bearer access-1": one call means it was sent.
    await waitFor(() => expect(callsTo('GET /api/order/admin/cod-stats.csv')).toHaveLength(1));
    expect(callsTo('GET /api/order/admin/cod-stats.csv')[0]!.query).toEqual({
      from: '2030-07-01',
      to: '2030-07-10',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });
});
