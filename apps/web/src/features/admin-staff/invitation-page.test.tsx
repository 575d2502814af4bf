import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { STAFF_MSG } from '@zina/shared/schemas/staff';
import { callsTo, fakeRoutes, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import InvitationPage from './invitation-page';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'invitation_0123456789abcdefghijklmnop';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/equipe/invitation/:token?', element: <InvitationPage /> },
      { path: '/login', element: <p>Page connexion</p> },
    ],
    path,
  );
}

const password = () => screen.getByLabelText('Mot de passe');
const confirm = () => screen.getByLabelText('Confirmer le mot de passe');
const submit = () => screen.getByRole('button', { name: 'Créer mon accès' });

describe('the invitation link (issue 46)', { timeout: 20_000 }, () => {
  it('moves the token out of the address bar, sets the password and goes to /login', async () => {
    window.history.replaceState(null, '', `/equipe/invitation/${TOKEN}`);
    fakeRoutes({ 'POST /api/staff/accept': ok(undefined, STAFF_MSG.accepted) }, {});
    const { user, router } = renderAt(`/equipe/invitation/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Rejoindre l’équipe' });
    expect(window.location.pathname).toBe('/equipe/invitation');
    expect(window.location.href).not.toContain(TOKEN);
    // The strength checklist of every new password.
    screen.getByRole('meter', { name: 'Force du mot de passe' });

    await user.type(password(), 'Zina2026!');
    await user.type(confirm(), 'Zina2026?');
    await user.click(submit());
    await screen.findByText('Les mots de passe ne correspondent pas', { selector: 'p[id]' });
    expect(callsTo('POST /api/staff/accept')).toEqual([]);

    await user.clear(confirm());
    await user.type(confirm(), 'Zina2026!');
    await user.click(submit());
    await screen.findByText('Page connexion');
    await screen.findByText(STAFF_MSG.accepted);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo('POST /api/staff/accept').map((c) => c.body)).toEqual([
      { token: TOKEN, password: 'Zina2026!' },
    ]);
  });

  it("shows the server's refusal of a used link", async () => {
    fakeRoutes({ 'POST /api/staff/accept': () => refuse(400, STAFF_MSG.invitationInvalid) }, {});
    const { user } = renderAt(`/equipe/invitation/${TOKEN}`);
    await user.type(password(), 'Zina2026!');
    await user.type(confirm(), 'Zina2026!');
    await user.click(submit());
    await screen.findByText(STAFF_MSG.invitationInvalid);
    screen.getByRole('heading', { name: 'Rejoindre l’équipe' });
  });

  it('says the link is invalid when the address has no token (a reload)', async () => {
    renderAt('/equipe/invitation');
    await screen.findByText(STAFF_MSG.invitationInvalid);
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
  });
});
