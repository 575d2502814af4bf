import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { FailedMail } from '@zina/shared/schemas/mail-queue';
import { formatDateTime } from '@zina/shared/format';
import { callsTo, fakeRoutes, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import FailedMailsPage from './failed-mails-page';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const mail = (n: number, recipient: string, subject: string): FailedMail => ({
  _id: String(n).padStart(24, 'f'),
  recipient,
  subject,
  attempts: 5,
  lastError: `550 mailbox unavailable (${n})`,
  createdAt: '2026-03-04T09:00:00.000Z',
  failedAt: '2026-03-04T10:30:00.000Z',
});

const render = () =>
  renderRoutes([{ path: '/dashboard/mails', Component: FailedMailsPage }], '/dashboard/mails');

describe('Emails en échec', { timeout: 20_000 }, () => {
  it('lists the failed mails; Renvoyer puts one back in the queue and it leaves the list', async () => {
    signInAdmin();
    const failed = [
      mail(1, 'salma@example.ma', 'Votre commande est confirmée'),
      mail(2, 'karim@example.ma', 'Réinitialisation du mot de passe'),
    ];
    fakeRoutes({
      'GET /api/mail-queue/failed': () => ok([...failed], 'Emails non envoyés'),
      'POST /api/mail-queue/:id/retry': (_call, { id }) => {
        failed.splice(
          failed.findIndex((m) => m._id === id),
          1,
        );
        return ok(undefined, 'Email remis en file d’envoi');
      },
    });
    const { user } = render();

    const table = await screen.findByRole('table', { name: 'Emails en échec' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').length)).toEqual([5, 5]);
    const first = rows[0]!;
    within(first).getByRole('rowheader', { name: 'salma@example.ma' });
    within(first).getByText('Votre commande est confirmée');
    within(first).getByText('5');
    within(first).getByText('550 mailbox unavailable (1)');
    within(first).getByText(formatDateTime('2026-03-04T10:30:00.000Z'));
    // Small screens get the same mails as cards.
    const cards = screen.getByRole('list', { name: 'Emails en échec' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);

    await user.click(
      within(first).getByRole('button', {
        name: 'Renvoyer l’email « Votre commande est confirmée » à salma@example.ma',
      }),
    );
    await screen.findByText('Email remis en file d’envoi');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).queryByText('salma@example.ma')).toBeNull();
    within(table).getByText('karim@example.ma');
    expect(callsTo(`POST /api/mail-queue/${'1'.padStart(24, 'f')}/retry`)).toHaveLength(1);
    expect(callsTo('GET /api/mail-queue/failed')).toHaveLength(2);
  });

  it('says so when no mail failed', async () => {
    signInAdmin();
    fakeRoutes({ 'GET /api/mail-queue/failed': ok([]) });
    render();
    await screen.findByText('Aucun email en échec.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the reason when the list cannot load, and a way to ask again', async () => {
    signInAdmin();
    fakeRoutes({
      'GET /api/mail-queue/failed': () => refuse(403, 'Accès réservé aux administrateurs'),
    });
    render();
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Accès réservé aux administrateurs');
    within(alert).getByRole('button', { name: 'Réessayer' });
  });
});
