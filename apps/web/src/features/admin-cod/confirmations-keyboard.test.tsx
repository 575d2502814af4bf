import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  COD_MSG,
  type Confirmation,
} from '@zina/shared/schemas/cod';
import { callsTo, fakeCodDesk, makeConfirmation } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import ConfirmationsPage from './confirmations-page';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const ATTEMPT = 'POST /api/order/admin/call-attempt';

function desk(rows: Confirmation[]) {
  signInAdmin();
  fakeCodDesk({ queue: rows });
  return renderRoutes(
    [
      { path: '/dashboard/confirmations', element: <ConfirmationsPage /> },
      { path: '/dashboard/orders', element: <p>La liste des commandes</p> },
    ],
    '/dashboard/confirmations',
  );
}

/** The screen `width` px wide, as `min-width` media queries see it. */
function atWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)(px|rem)/.exec(query);
    const px = min ? Number(min[1]) * (min[2] === 'rem' ? 16 : 1) : 0;
    return { matches: px <= width, media: query } as MediaQueryList;
  });
}

const cardOf = async (c: Confirmation) =>
  (await screen.findByRole('heading', { name: c.label })).closest('article')!;

describe('the desk by keyboard and on a phone (issue 46)', { timeout: 20_000 }, () => {
  it('goes from one order to the next in one key: Tab, J/K or the arrows', async () => {
    const [a, b, c] = [makeConfirmation(), makeConfirmation(), makeConfirmation()];
    const { user } = desk([a, b, c]);
    const [first, second, third] = [await cardOf(a), await cardOf(b), await cardOf(c)];

    first.focus();
    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.tab();
    expect(document.activeElement).toBe(third);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(second);

    await user.keyboard('j');
    expect(document.activeElement).toBe(third);
    await user.keyboard('k');
    await user.keyboard('k');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(first);
    expect(callsTo(ATTEMPT)).toEqual([]);
  });

  it('reaches a card’s actions with Enter, walks them with Tab, and comes back with Escape', async () => {
    const [a, b] = [makeConfirmation(), makeConfirmation()];
    const { user } = desk([a, b]);
    const first = await cardOf(a);
    const second = await cardOf(b);

    first.focus();
    await user.keyboard('{Enter}');
    const call = within(first).getByRole('link', { name: 'Appeler le 06 12 34 56 78' });
    expect(document.activeElement).toBe(call);
    await user.tab();
    expect(document.activeElement).toBe(within(first).getByRole('link', { name: /sur WhatsApp/ }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(first);
    // Back on the card, its controls are out of the Tab order again.
    await user.tab();
    expect(document.activeElement).toBe(second);
  });

  it('has a key for every outcome, and a cancelling one is confirmed with Enter', async () => {
    const [a, b, c] = [makeConfirmation(), makeConfirmation(), makeConfirmation()];
    const { user } = desk([a, b, c]);
    const first = await cardOf(a);
    const keys = CALL_OUTCOMES.map(
      (o) =>
        within(first)
          .getByRole('button', { name: CALL_OUTCOME_LABELS[o] })
          .getAttribute('aria-keyshortcuts') ?? '',
    );
    expect(keys).toEqual(['C', 'N', 'R', 'M', 'X', 'D']);

    first.focus();
    await user.keyboard('m');
    expect(within(first).getByRole('alert').textContent).toContain('« Mauvais numéro »');
    expect(document.activeElement).toBe(
      within(first).getByRole('button', { name: 'Oui, annuler la commande' }),
    );
    await user.keyboard('{Enter}');
    await screen.findByText(COD_MSG.attemptSaved);

    const second = await cardOf(b);
    second.focus();
    await user.keyboard('x');
    // Escape keeps the order pending.
    await user.keyboard('{Escape}');
    expect(within(second).queryByRole('alert')).toBeNull();
    second.focus();
    await user.keyboard('x');
    await user.keyboard('{Enter}');

    const third = await cardOf(c);
    third.focus();
    await user.keyboard('d');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(ATTEMPT)).toHaveLength(3));
    expect(callsTo(ATTEMPT).map((call) => call.body)).toEqual([
      { orderId: a.orderId, outcome: 'wrong_number' },
      { orderId: b.orderId, outcome: 'refused' },
      { orderId: c.orderId, outcome: 'duplicate' },
    ]);
  });

  it('shows the keys behind « Raccourcis » on every screen', async () => {
    const { user } = desk([makeConfirmation()]);
    const toggle = await screen.findByRole('button', { name: 'Raccourcis' });
    const help = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(help.hidden).toBe(true);
    // No breakpoint hides the toggle or the help (it was hidden on phones).
    expect(`${toggle.className} ${help.className}`).not.toMatch(/(^|\s)hidden|max-\w+:hidden/);

    await user.click(toggle);
    expect(help.hidden).toBe(false);
    const terms = within(help)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(expect.arrayContaining(['C', 'N', 'R', 'M', 'X', 'D', 'J / ↓']));
    within(help).getByText('Mauvais numéro');
    within(help).getByText('Commande suivante');
  });

  it('folds the address and the earlier calls behind « Détails », and links to the order', async () => {
    const c = makeConfirmation({
      address: '7 derb Sidi Bouloukat',
      attempts: [
        {
          outcome: 'no_answer',
          at: new Date(Date.now() - 600_000).toISOString(),
          note: 'Messagerie',
          callbackAt: null,
          by: 'Yasmine',
        },
      ],
    });
    atWidth(390);
    const { user, router } = desk([c]);
    const card = await cardOf(c);
    const details = within(card).getByRole('button', { name: /^Détails/ });
    expect(details.textContent).toContain('1 appel');
    const folded = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).getByText('7 derb Sidi Bouloukat').closest('[hidden]')).toBe(folded);
    expect(within(card).getByText('— Messagerie').closest('[hidden]')).toBe(folded);
    // What the call needs stays in view: the customer, the city, the items, the total, the actions.
    for (const text of ['Salma Benali', 'Casablanca', '2 × Sac Tissé']) {
      expect(within(card).getByText(text).closest('[hidden]')).toBeNull();
    }

    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(folded.hidden).toBe(false);
    within(card).getByRole('region', { name: 'Appels précédents' });

    const link = within(card).getByRole('link', { name: `Voir la commande ${c.label}` });
    expect(link.getAttribute('href')).toBe(`/dashboard/orders?search=${c.label}`);
    await user.click(link);
    await screen.findByText('La liste des commandes');
    expect(router.state.location.search).toBe(`?search=${c.label}`);
  });

  it('shows the details from the start on a wide screen', async () => {
    atWidth(1280);
    const c = makeConfirmation({ address: '7 derb Sidi Bouloukat' });
    desk([c]);
    const card = await cardOf(c);
    const details = within(card).getByRole('button', { name: /^Détails/ });
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('7 derb Sidi Bouloukat').closest('[hidden]')).toBeNull();
  });
});
