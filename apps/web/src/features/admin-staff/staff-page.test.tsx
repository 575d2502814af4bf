import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { STAFF_MSG, type StaffMember } from '@zina/shared/schemas/staff';
import { callsTo, ok, on, refuse, server } from '../../test/fake-api';
import { renderWithClient } from '../../test/render';
import { signInAdmin } from '../../test/session';
import StaffPage from './staff-page';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const member = (extra: Partial<StaffMember>): StaffMember => ({
  _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  email: 'karim@zina.ma',
  name: 'Karim Alaoui',
  role: 'AGENT',
  disabled: false,
  lastLoginAt: '2026-07-29T09:05:00.000Z',
  invitedUntil: null,
  ...extra,
});

/** The team page over a fake team that the routes change. */
function team(members: StaffMember[]) {
  const state = { members };
  server.use(
    on('GET /api/staff', () => ok(state.members), { signedIn: true }),
    on(
      'POST /api/staff/invite',
      ({ body }) => {
        state.members = [
          ...state.members,
          member({
            _id: 'b2b2b2b2b2b2b2b2b2b2b2b2',
            email: String(body?.email),
            name: String(body?.name),
            role: body?.role === 'ADMIN' ? 'ADMIN' : 'AGENT',
            lastLoginAt: null,
            invitedUntil: '2026-08-02T09:00:00.000Z',
          }),
        ];
        return ok(undefined, STAFF_MSG.invited);
      },
      { signedIn: true, status: 201 },
    ),
    on(
      'PATCH /api/staff/:id',
      ({ body }, params) => {
        const found = state.members.find((m) => m._id === params.id);
        if (!found) return refuse(404, STAFF_MSG.notFound);
        Object.assign(found, body);
        return ok(found, STAFF_MSG.updated);
      },
      { signedIn: true },
    ),
  );
  signInAdmin();
  return renderWithClient(<StaffPage />);
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('Équipe (issue 46)', { timeout: 20_000 }, () => {
  it('lists the team with roles, status, last sign-in in Casablanca time and invitations', async () => {
    team([
      member({}),
      member({
        _id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
        name: 'Nadia Admin',
        email: 'nadia@zina.ma',
        role: 'ADMIN',
        disabled: true,
        lastLoginAt: null,
      }),
      member({
        _id: 'd4d4d4d4d4d4d4d4d4d4d4d4',
        name: 'Omar Invité',
        email: 'omar@zina.ma',
        lastLoginAt: null,
        invitedUntil: '2026-08-02T09:00:00.000Z',
      }),
    ]);
    const karim = await rowOf('Karim Alaoui');
    within(karim).getByText('karim@zina.ma');
    within(karim).getByText('Actif');
    // 09:05 UTC is 10:05 in Casablanca (UTC+1).
    expect(within(karim).getByText(/10:05/).tagName).toBe('TIME');
    expect(within(karim).getByRole<HTMLSelectElement>('combobox').value).toBe('AGENT');

    const nadia = await rowOf('Nadia Admin');
    within(nadia).getByText('Désactivé');
    within(nadia).getByText('Jamais');
    within(nadia).getByRole('button', { name: 'Réactiver Nadia Admin' });

    const omar = await rowOf('Omar Invité');
    within(omar).getByText(/Invitation en attente · expire le 02\/08\/2026 10:00/);
    expect(within(omar).queryByRole('combobox')).toBeNull();
    expect(within(omar).queryByRole('button')).toBeNull();
  });

  it('invites a member with a role, checks the e-mail first, and lists the invitation', async () => {
    const { user } = team([member({})]);
    await rowOf('Karim Alaoui');
    const form = screen.getByRole('form', { name: 'Inviter un membre' });
    await user.type(within(form).getByLabelText('Nom'), 'Leila Bennani');
    await user.type(within(form).getByLabelText('Adresse email'), 'leila@');
    await user.click(within(form).getByRole('button', { name: 'Inviter' }));
    await within(form).findByText(/email/i, { selector: 'p' });
    expect(callsTo('POST /api/staff/invite')).toEqual([]);

    await user.clear(within(form).getByLabelText('Adresse email'));
    await user.type(within(form).getByLabelText('Adresse email'), 'leila@zina.ma');
    await user.selectOptions(within(form).getByLabelText('Rôle'), 'ADMIN');
    await user.click(within(form).getByRole('button', { name: 'Inviter' }));
    await screen.findByText(STAFF_MSG.invited);
    expect(callsTo('POST /api/staff/invite').map((c) => c.body)).toEqual([
      { email: 'leila@zina.ma', name: 'Leila Bennani', role: 'ADMIN' },
    ]);
    const leila = await rowOf('Leila Bennani');
    within(leila).getByText(/Invitation en attente/);
    expect(within(form).getByLabelText<HTMLInputElement>('Nom').value).toBe('');
  });

  it('changes a role at once, and disables after a confirmation', async () => {
    const { user } = team([member({})]);
    const karim = await rowOf('Karim Alaoui');
    await user.selectOptions(
      within(karim).getByRole('combobox', { name: 'Rôle de Karim Alaoui' }),
      'ADMIN',
    );
    await screen.findByText(STAFF_MSG.updated);
    expect(callsTo('PATCH /api/staff/a1a1a1a1a1a1a1a1a1a1a1a1').map((c) => c.body)).toEqual([
      { role: 'ADMIN' },
    ]);

    await user.click(within(karim).getByRole('button', { name: 'Désactiver Karim Alaoui' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Désactiver le compte' });
    within(dialog).getByText(/sera déconnecté\(e\) tout de suite/);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsTo('PATCH /api/staff/a1a1a1a1a1a1a1a1a1a1a1a1')).toHaveLength(1);

    await user.click(within(karim).getByRole('button', { name: 'Désactiver Karim Alaoui' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('PATCH /api/staff/a1a1a1a1a1a1a1a1a1a1a1a1').map((c) => c.body)).toEqual([
      { role: 'ADMIN' },
      { disabled: true },
    ]);
    await within(await rowOf('Karim Alaoui')).findByText('Désactivé');
  });

  it("shows the server's refusal in French", async () => {
    const { user } = team([member({})]);
    const karim = await rowOf('Karim Alaoui');
    server.use(
      on('PATCH /api/staff/:id', () => refuse(409, STAFF_MSG.lastAdmin), { signedIn: true }),
    );
    await user.click(within(karim).getByRole('button', { name: 'Désactiver Karim Alaoui' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }),
    );
    await screen.findByText(STAFF_MSG.lastAdmin);
  });
});
