import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { PHONE_INVALID } from '@zina/shared/phone';
import {
  COD_MSG,
  DEFAULT_COD_SETTINGS,
  type BlockedPhone,
  type Confirmation,
} from '@zina/shared/schemas/cod';
import { callsTo, fakeCodDesk, refuseNext } from '../../test/fake-api';
import { renderWithClient } from '../../test/render';
import { signInAdmin, signInAgent } from '../../test/session';
import ConfirmationsPage from './confirmations-page';
import { ConfirmationsBadge } from './confirmations-badge';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

let next = 0;
function confirmation(extra: Partial<Confirmation> = {}): Confirmation {
  next += 1;
  return {
    _id: `c${next}`,
    orderId: `ORD-20261125-${next}`,
    label: `ZN-${10000 + next}`,
    createdAt: minutesAgo(3),
    customerName: 'Salma Benali',
    city: 'Casablanca',
    address: '12 rue des Oudayas',
    phone: '+212612345678',
    totalAmt: 450,
    items: [
      { name: 'Sac Tissé', quantity: 2 },
      { name: 'Foulard Soie', quantity: 1 },
    ],
    attempts: [],
    nextCallAt: null,
    claimedBy: null,
    claimedByName: null,
    claimUntil: null,
    whatsappUrl: 'https://wa.me/212612345678?text=Bonjour',
    duplicateOf: null,
    duplicateOfLabel: null,
    blocked: false,
    customer: { orders: 0, delivered: 0, returned: 0, refused: 0, cancelled: 0, risk: 'none' },
    ...extra,
  };
}

const QUEUE = 'GET /api/order/admin/confirmations';
const ATTEMPT = 'POST /api/order/admin/call-attempt';
const BLOCKED = '/api/order/admin/blocked-phones';
const SETTINGS = '/api/order/admin/cod-settings';

/** The desk page for `rows` (and the fake's other seed), as an admin. */
function desk(rows: Confirmation[], seed: Parameters<typeof fakeCodDesk>[0] = {}) {
  signInAdmin();
  fakeCodDesk({ queue: rows, ...seed });
  return renderWithClient(<ConfirmationsPage />);
}

/** The bodies (the query, for a GET) sent to `route`, in order. */
const sent = (route: string) => callsTo(route).map((c) => (c.method === 'GET' ? c.query : c.body));

const rowOf = async (c: Confirmation) =>
  (await screen.findByRole('heading', { name: c.label })).closest('article')!;

describe('Confirmations (the COD desk)', { timeout: 20_000 }, () => {
  it('shows each order to call: links, age, history, duplicate and blocked flags', async () => {
    const late = confirmation({
      createdAt: minutesAgo(20),
      duplicateOf: 'c0',
      duplicateOfLabel: '#ORD-042',
      blocked: true,
      customer: { orders: 3, delivered: 1, returned: 1, refused: 1, cancelled: 0, risk: 'red' },
      attempts: [
        {
          outcome: 'no_answer',
          at: minutesAgo(10),
          note: 'Messagerie',
          callbackAt: null,
          by: 'Yasmine',
        },
      ],
    });
    const fresh = confirmation({ createdAt: minutesAgo(4) });
    desk([late, fresh]);

    const row = await rowOf(late);
    const call = within(row).getByRole('link', { name: 'Appeler le 06 12 34 56 78' });
    expect(call.getAttribute('href')).toBe('tel:+212612345678');
    expect(call.textContent).toBe('06 12 34 56 78');
    const whatsapp = within(row).getByRole('link', { name: /sur WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(late.whatsappUrl);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    within(row).getByText('En retard', { exact: false });
    const chip = within(row).getByText('3 commandes · 1 livrée · 1 retournée · 1 refusée');
    // Two of three came back or were refused: the chip warns in red (issue 46).
    expect(chip.closest('li')?.dataset.risk).toBe('red');
    expect(chip.closest('li')?.className).toContain('bg-red-50');
    within(row).getByText('Doublon possible de #ORD-042');
    within(row).getByText('Numéro bloqué');
    const calls = within(row).getByRole('region', { name: 'Appels précédents' });
    within(calls).getByText('Pas de réponse');
    within(calls).getByText('— Messagerie');
    within(row).getByText('450,00 MAD', { exact: false, normalizer: (t) => t.replace(/\s/g, ' ') });
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('2 × Sac Tissé');

    const other = await rowOf(fresh);
    within(other).getByText('Nouveau client');
    expect(within(other).queryByText('En retard', { exact: false })).toBeNull();
    expect(within(other).queryByText(/Doublon possible/)).toBeNull();
    expect(within(other).queryByText('Numéro bloqué')).toBeNull();
    expect(within(other).getByText(/^\d+ min \d{2} s$/).tagName).toBe('TIME');

    expect(sent(QUEUE)[0]).toEqual({ limit: '100' });
  });

  it('posts an outcome with its note, toasts, and reloads the queue', async () => {
    const c = confirmation();
    const { user } = desk([c]);
    const row = await rowOf(c);
    await user.type(within(row).getByLabelText('Note (facultative)'), 'Rappeler après 18 h');
    await user.click(within(row).getByRole('button', { name: 'Pas de réponse' }));

    await screen.findByText(COD_MSG.attemptSaved);
    expect(sent(ATTEMPT)).toEqual([
      { orderId: c.orderId, outcome: 'no_answer', note: 'Rappeler après 18 h' },
    ]);
    await waitFor(() => expect(sent(QUEUE).length).toBeGreaterThan(1));
  });

  it('asks a second click before an outcome that cancels the order', async () => {
    const c = confirmation();
    const { user } = desk([c]);
    const row = await rowOf(c);
    await user.click(within(row).getByRole('button', { name: 'Refusée' }));
    expect(within(row).getByRole('alert').textContent).toContain('« Refusée » annule la commande');
    await user.click(within(row).getByRole('button', { name: 'Non' }));
    expect(within(row).queryByRole('alert')).toBeNull();
    expect(sent(ATTEMPT)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Mauvais numéro' }));
    await user.click(within(row).getByRole('button', { name: 'Oui, annuler la commande' }));
    await screen.findByText(COD_MSG.attemptSaved);
    expect(sent(ATTEMPT)).toEqual([{ orderId: c.orderId, outcome: 'wrong_number' }]);
  });

  it('asks for the call-back time before sending « À rappeler »', async () => {
    const c = confirmation();
    const { user } = desk([c]);
    const row = await rowOf(c);
    await user.click(within(row).getByRole('button', { name: 'À rappeler' }));
    await user.click(within(row).getByRole('button', { name: 'Enregistrer le rappel' }));
    await within(row).findByText(COD_MSG.callbackRequired);

    const when = within(row).getByLabelText('Date et heure du rappel (heure du Maroc)');
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    await user.click(within(row).getByRole('button', { name: 'Enregistrer le rappel' }));
    await within(row).findByText(COD_MSG.callbackInPast);
    expect(sent(ATTEMPT)).toEqual([]);

    fireEvent.change(when, { target: { value: '2099-06-01T10:30' } });
    await user.click(within(row).getByRole('button', { name: 'Enregistrer le rappel' }));
    await screen.findByText(COD_MSG.attemptSaved);
    expect(sent(ATTEMPT)).toEqual([
      {
        orderId: c.orderId,
        outcome: 'callback',
        callbackAt: '2099-06-01T10:30:00.000Z', // 10:30 in Morocco, on UTC+0
      },
    ]);
  });

  it('refuses a long note and a past call-back in French, sends nothing, and Enter sends', async () => {
    const c = confirmation();
    const { user } = desk([c]);
    const row = await rowOf(c);
    const note = within(row).getByLabelText('Note (facultative)');
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await user.click(within(row).getByRole('button', { name: 'Pas de réponse' }));
    await within(row).findByText(COD_MSG.noteTooLong);
    expect(sent(ATTEMPT)).toEqual([]);
    // The message goes as soon as the note is right again.
    fireEvent.change(note, { target: { value: 'Rappeler le soir' } });
    await waitFor(() => expect(within(row).queryByText(COD_MSG.noteTooLong)).toBeNull());

    await user.click(within(row).getByRole('button', { name: 'À rappeler' }));
    const when = within(row).getByLabelText('Date et heure du rappel (heure du Maroc)');
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    fireEvent.keyDown(when, { key: 'Enter' });
    await within(row).findByText(COD_MSG.callbackInPast);
    expect(sent(ATTEMPT)).toEqual([]);
    fireEvent.change(when, { target: { value: '2099-06-01T10:30' } });
    await waitFor(() => expect(within(row).queryByText(COD_MSG.callbackInPast)).toBeNull());
    fireEvent.keyDown(when, { key: 'Enter' });
    await screen.findByText(COD_MSG.attemptSaved);
    expect(sent(ATTEMPT)).toEqual([
      {
        orderId: c.orderId,
        outcome: 'callback',
        note: 'Rappeler le soir',
        callbackAt: '2099-06-01T10:30:00.000Z', // 10:30 in Morocco, on UTC+0
      },
    ]);
  });

  it('takes C on the focused order, and shows a refusal from the server', async () => {
    const c = confirmation();
    const { user } = desk([c]);
    refuseNext(ATTEMPT, 409, COD_MSG.notPending);
    const row = await rowOf(c);
    row.focus();
    await user.keyboard('c');
    await screen.findByText(COD_MSG.notPending);
    expect(sent(ATTEMPT)).toEqual([{ orderId: c.orderId, outcome: 'confirmed' }]);
    // Typing a note never triggers a shortcut.
    await user.type(within(row).getByLabelText('Note (facultative)'), 'rnc');
    expect(sent(ATTEMPT)).toHaveLength(1);
    expect(within(row).queryByLabelText('Date et heure du rappel (heure du Maroc)')).toBeNull();
    // R opens the call-back time, and puts the focus in it.
    row.focus();
    await user.keyboard('r');
    const when = within(row).getByLabelText('Date et heure du rappel (heure du Maroc)');
    await waitFor(() => expect(document.activeElement).toBe(when));
    expect(sent(ATTEMPT)).toHaveLength(1);
  });

  it('says when nothing waits', async () => {
    desk([]);
    await screen.findByText('Aucune commande à confirmer');
  });

  it('shows the count of pending orders in the navigation badge', async () => {
    signInAdmin();
    fakeCodDesk({ queue: [confirmation()], totalCount: 37 });
    renderWithClient(<ConfirmationsBadge />);
    expect((await screen.findByText('37')).textContent).toBe('37 à confirmer');
  });

  it('checks the WhatsApp template with the shared schema before saving it', async () => {
    const { user } = desk([]);
    const template = await screen.findByLabelText('Message WhatsApp');
    expect((template as HTMLTextAreaElement).value).toBe(DEFAULT_COD_SETTINGS.whatsappTemplate);
    screen.getByText('{nom}');
    await user.clear(template);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(COD_MSG.templateRequired);
    expect(sent(`PUT ${SETTINGS}`)).toEqual([]);

    await user.type(template, 'Bonjour {{nom}');
    await user.click(screen.getByLabelText('Refuser les commandes des numéros bloqués'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(COD_MSG.settingsSaved);
    expect(sent(`PUT ${SETTINGS}`)).toEqual([
      { whatsappTemplate: 'Bonjour {nom}', refuseBlockedAtCheckout: true },
    ]);
  });

  it('adds a phone to the blocklist in its stored form, and removes one', async () => {
    const listed: BlockedPhone = {
      phone: '+212700112233',
      reason: 'Refus répétés',
      createdAt: minutesAgo(60),
      by: 'Yasmine',
    };
    const { user } = desk([], { blocked: [listed] });
    const table = await screen.findByRole('table', { name: 'Numéros bloqués' });
    within(table).getByText('07 00 11 22 33');
    within(table).getByText('Refus répétés');

    const phone = screen.getByLabelText('Numéro de téléphone');
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Bloquer le numéro' }));
    await screen.findByText(PHONE_INVALID);
    expect(sent(`POST ${BLOCKED}`)).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '06 11 22 33 44');
    await user.type(screen.getByLabelText('Raison (facultative)'), 'Faux numéro');
    await user.click(screen.getByRole('button', { name: 'Bloquer le numéro' }));
    await screen.findByText(COD_MSG.blocked);
    expect(sent(`POST ${BLOCKED}`)).toEqual([{ phone: '+212611223344', reason: 'Faux numéro' }]);

    await user.click(within(table).getByRole('button', { name: 'Débloquer le 07 00 11 22 33' }));
    await screen.findByText(COD_MSG.unblocked);
    expect(sent(`DELETE ${BLOCKED}`)).toEqual([{ phone: '+212700112233' }]);
  });

  it('gives an agent the queue and the blocklist, without the settings or unblocking', async () => {
    signInAgent();
    const row = confirmation();
    const listed: BlockedPhone = {
      phone: '+212700112233',
      reason: 'Refus répétés',
      createdAt: minutesAgo(60),
      by: 'Yasmine',
    };
    fakeCodDesk({ queue: [row], blocked: [listed] });
    renderWithClient(<ConfirmationsPage />);
    await rowOf(row);
    const table = await screen.findByRole('table', { name: 'Numéros bloqués' });
    within(table).getByText('07 00 11 22 33');
    expect(within(table).queryByRole('button', { name: /^Débloquer/ })).toBeNull();
    screen.getByRole('button', { name: 'Bloquer le numéro' });
    expect(screen.queryByRole('heading', { name: COD_UI_TEXT.settingsTitle })).toBeNull();
    expect(callsTo(`GET ${SETTINGS}`)).toEqual([]);
  });
});
