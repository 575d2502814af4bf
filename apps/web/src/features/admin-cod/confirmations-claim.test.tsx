import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COD_MSG, type Confirmation } from '@zina/shared/schemas/cod';
import {
  callsTo,
  fakeCodDesk,
  fakeRoutes,
  makeConfirmation,
  makeOrder,
  ok,
  refuseNext,
} from '../../test/fake-api';
import { AdminSlotsContext } from '../../lib/admin-slots';
// The router hands the desk the orders feature's edit dialog; a test may do the same.
import { OrderEditByLabel } from '../admin-orders/order-edit-by-label';
import { renderWithClient } from '../../test/render';
import { AGENT, signInAgent } from '../../test/session';
import ConfirmationsPage from './confirmations-page';
import { shopInputValue, shopTimeOn } from '@zina/shared/shop-clock';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const ATTEMPT = 'POST /api/order/admin/call-attempt';
const CLAIM = 'POST /api/order/admin/claim-next';

/** The desk as an agent, over `rows`. */
function desk(rows: Confirmation[]) {
  signInAgent();
  const fake = fakeCodDesk({ queue: rows, agent: AGENT });
  return { ...renderWithClient(<ConfirmationsPage />), fake };
}

const held = () => screen.findByRole('region', { name: 'Votre commande en cours' });
const next = () => screen.getByRole('button', { name: 'Suivante' });

describe('the desk in claim mode (issue 46)', { timeout: 20_000 }, () => {
  it('holds the next order on top with its timer, frees it after an outcome, and undoes it', async () => {
    const first = makeConfirmation({}, 30);
    const second = makeConfirmation({}, 5);
    const { user } = desk([first, second]);
    await screen.findByRole('heading', { name: first.label });

    await user.click(next());
    const top = await held();
    within(top).getByRole('heading', { name: first.label });
    expect(within(top).getByRole('timer').textContent).toMatch(
      /Réservée pour vous encore (9 min 5\d|10 min 00) s/,
    );
    // The held card takes the focus (C, N, R act on it), and leaves the list below.
    await waitFor(() => expect(document.activeElement).toBe(within(top).getByRole('article')));
    const list = screen.getByRole('list', { name: new RegExp(COD_MSG.queue) });
    expect(within(list).queryByRole('heading', { name: first.label })).toBeNull();
    expect(next()).toHaveProperty('disabled', true);

    await user.keyboard('c');
    await screen.findByText(COD_MSG.attemptSaved);
    expect(callsTo(ATTEMPT).map((c) => c.body)).toEqual([
      { orderId: first.orderId, outcome: 'confirmed' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Votre commande en cours' })).toBeNull(),
    );
    expect(next()).toHaveProperty('disabled', false);

    const undo = screen.getByRole('button', {
      name: `Annuler le dernier résultat de la commande ${first.label}`,
    });
    screen.getByText(/60 s pour annuler|59 s pour annuler/);
    await user.click(undo);
    await screen.findByText(COD_MSG.undone);
    expect(callsTo('POST /api/order/admin/undo-attempt').map((c) => c.body)).toEqual([
      { orderId: first.orderId },
    ]);
    await screen.findByRole('heading', { name: first.label });
    expect(screen.queryByRole('button', { name: /Annuler le dernier résultat/ })).toBeNull();
  });

  it('claims with N outside an order, and gives the order back with « Rendre »', async () => {
    const first = makeConfirmation();
    const { user } = desk([first]);
    await screen.findByRole('heading', { name: first.label });
    fireEvent.keyDown(document.body, { key: 'n' });
    const top = await held();
    expect(callsTo(CLAIM)).toHaveLength(1);

    await user.click(
      within(top).getByRole('button', { name: `Rendre la commande ${first.label} à la file` }),
    );
    await screen.findByText(COD_MSG.released);
    expect(callsTo('POST /api/order/admin/release').map((c) => c.body)).toEqual([
      { orderId: first.orderId },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Votre commande en cours' })).toBeNull(),
    );
    // N on a focused order is « Pas de réponse », not « Suivante ».
    const row = (await screen.findByRole('heading', { name: first.label })).closest('article')!;
    row.focus();
    fireEvent.keyDown(row, { key: 'n' });
    await screen.findByText(COD_MSG.attemptSaved);
    expect(callsTo(CLAIM)).toHaveLength(1);
  });

  it('says when nothing is due, and shows who holds the orders of other agents', async () => {
    const taken = makeConfirmation({
      claimedBy: 'cccccccccccccccccccccccc',
      claimedByName: 'Nadia',
      claimUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    const { user } = desk([taken]);
    const row = (await screen.findByRole('heading', { name: taken.label })).closest('article')!;
    within(row).getByText('Traitée par Nadia');
    await user.click(next());
    await screen.findByText(COD_MSG.nothingToClaim);
    expect(screen.queryByRole('region', { name: 'Votre commande en cours' })).toBeNull();
  });

  it('shows the street address, and the French refusal of a no-answer too soon', async () => {
    const c = makeConfirmation({ address: '7 derb Sidi Bouloukat' });
    const { user } = desk([c]);
    const row = (await screen.findByRole('heading', { name: c.label })).closest('article')!;
    within(row).getByText('7 derb Sidi Bouloukat');
    refuseNext(ATTEMPT, 409, COD_MSG.retryTooSoon(60));
    await user.click(within(row).getByRole('button', { name: 'Pas de réponse' }));
    await screen.findByText(COD_MSG.retryTooSoon(60));
  });

  it('fills and reads the call-back time on the shop’s clock, whatever the browser’s zone', async () => {
    // An agent in Paris (UTC+1 in winter, UTC+2 in summer), Morocco on UTC+0: the field and the
    // presets show Morocco's time, and the time sent is Morocco's 10 h.
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      const c = makeConfirmation();
      const { user } = desk([c]);
      const row = (await screen.findByRole('heading', { name: c.label })).closest('article')!;
      await user.click(within(row).getByRole('button', { name: 'À rappeler' }));
      const presets = within(row).getByRole('group', { name: 'Rappel rapide' });
      const before = Date.now();
      await user.click(within(presets).getByRole('button', { name: 'dans 1 h' }));
      const when = within(row).getByLabelText<HTMLInputElement>(
        'Date et heure du rappel (heure du Maroc)',
      );
      expect([
        shopInputValue(before + 3_600_000),
        shopInputValue(Date.now() + 3_600_000),
      ]).toContain(when.value);
      within(presets).getByRole('button', { name: 'ce soir 19 h' });
      await user.click(within(presets).getByRole('button', { name: 'demain 10 h' }));
      expect(when.value).toMatch(/T10:00$/);
      await user.click(within(row).getByRole('button', { name: 'Enregistrer le rappel' }));
      await screen.findByText(COD_MSG.attemptSaved);
      const [sent] = callsTo(ATTEMPT).map((call) => call.body);
      expect(sent).toMatchObject({
        orderId: c.orderId,
        outcome: 'callback',
        callbackAt: new Date(shopTimeOn(Date.now(), 1, 10)).toISOString(),
      });
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });

  it('opens « Modifier la commande » from the card, and reads the queue again after it', async () => {
    const c = makeConfirmation();
    const order = makeOrder({ label: c.label, orderId: c.orderId, order_status: 'pending' });
    signInAgent();
    fakeCodDesk({ queue: [c], agent: AGENT });
    fakeRoutes({
      'GET /api/order/admin/all-orders': ({ query }) => ({
        ...ok(query.search === c.label ? [order] : []),
        totalCount: 1,
        totalPages: 1,
        page: 1,
      }),
      'PATCH /api/order/admin/edit': () => ok({ ...order, totalAmt: 999 }, 'Commande modifiée'),
    });
    const { user } = renderWithClient(
      <AdminSlotsContext
        value={{
          orderEdit: (label, onClose) => <OrderEditByLabel label={label} onClose={onClose} />,
        }}
      >
        <ConfirmationsPage />
      </AdminSlotsContext>,
    );
    const row = (await screen.findByRole('heading', { name: c.label })).closest('article')!;
    await user.click(within(row).getByRole('button', { name: `Modifier la commande ${c.label}` }));
    const edit = await screen.findByRole('dialog', { name: `Modifier la commande ${c.label}` });
    const quantity = await within(edit).findByLabelText('Quantité de Sac Tissé');
    await user.clear(quantity);
    await user.type(quantity, '1');
    // Typing in the dialog is no shortcut of the desk (N would claim the next order).
    await user.type(within(edit).getByLabelText('Adresse'), ' bis n');
    expect(callsTo(CLAIM)).toEqual([]);
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer les modifications' }));
    await within(edit).findByText(/Nouveau total/);
    const reads = callsTo('GET /api/order/admin/confirmations').length;
    await user.click(within(edit).getByRole('button', { name: 'Terminé' }));
    await waitFor(() =>
      expect(callsTo('GET /api/order/admin/confirmations').length).toBeGreaterThan(reads),
    );
    expect(callsTo('PATCH /api/order/admin/edit')[0]?.body).toMatchObject({
      orderId: c.orderId,
      lines: [{ quantity: 1 }, { quantity: 1 }],
    });
  });

  it('shows again the order the queue says this agent holds (a reload), until its hold ends', async () => {
    const mine = makeConfirmation({
      claimedBy: AGENT._id,
      claimedByName: AGENT.name,
      claimUntil: new Date(Date.now() + 1500).toISOString(),
    });
    desk([mine]);
    const top = await held();
    within(top).getByRole('heading', { name: mine.label });
    expect(next()).toHaveProperty('disabled', true);
    // The hold over, the order is back in the queue and « Suivante » asks for the next.
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Votre commande en cours' })).toBeNull(),
      { timeout: 4000 },
    );
    screen.getByRole('heading', { name: mine.label });
    expect(next()).toHaveProperty('disabled', false);
  });
});
