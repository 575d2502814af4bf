import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { callsTo, fakeRoutes, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import ResetPasswordPage from './reset-password-page';

const EMAIL = 'salma@example.ma';
const TOKEN = 'jeton-de-test_0123456789abcdefghijklmnopq';
const VERIFIED = {
  success: true,
  email: EMAIL,
  resetToken: TOKEN,
  data: { email: EMAIL, resetToken: TOKEN },
};

function renderPage(state?: unknown) {
  fakeRoutes({ 'PUT /api/user/reset-password': ok(undefined, 'Mot de passe modifié') }, {});
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>Page connexion</p> },
      { path: '/', element: <p>Page accueil</p> },
    ],
    { pathname: '/reset-password', state },
  );
}

const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Modifier le mot de passe' });
const newPassword = () => screen.getByLabelText<HTMLInputElement>('Nouveau mot de passe');
const confirm = () => screen.getByLabelText<HTMLInputElement>('Confirmer le mot de passe');

describe('reset screen (SPEC.md §2, §4, §5)', () => {
  it('sends a visitor who did not pass the code step to /', async () => {
    renderPage({ email: EMAIL });
    await screen.findByText('Page accueil');
  });

  it('sends a visitor without the token of the code step to /', async () => {
    renderPage({ success: true, email: EMAIL });
    await screen.findByText('Page accueil');
  });

  it('shows the e-mail of the code step and a link back to /login', async () => {
    renderPage(VERIFIED);
    screen.getByText(EMAIL);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('has a show/hide toggle on each field', async () => {
    const { user } = renderPage(VERIFIED);
    const toggles = screen.getAllByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggles).toHaveLength(2);
    expect(newPassword().type).toBe('password');
    await user.click(toggles[0]!);
    expect(newPassword().type).toBe('text');
    expect(confirm().type).toBe('password');
    await user.click(toggles[1]!);
    expect(confirm().type).toBe('text');
  });

  it('enables the button only when both are filled, they match and the password is strong enough', async () => {
    const { user } = renderPage(VERIFIED);
    expect(submit().disabled).toBe(true);

    await user.type(newPassword(), 'abcdefgh'); // score 2: weak
    expect(submit().disabled).toBe(true);
    await user.type(confirm(), 'abcdefgh');
    expect(submit().disabled).toBe(true);
    screen.getByText('Le mot de passe doit être plus fort.');
    screen.getByText('Les mots de passe correspondent');

    await user.clear(newPassword());
    await user.type(newPassword(), 'Fort-Passe9!'); // strong, now differs from confirm
    expect(submit().disabled).toBe(true);
    screen.getByText('Les mots de passe ne correspondent pas');
    screen.getByText('Les mots de passe ne correspondent pas.');
    expect(screen.queryByText('Le mot de passe doit être plus fort.')).toBeNull();

    await user.clear(confirm());
    await user.type(confirm(), 'Fort-Passe9!');
    await waitFor(() => expect(submit().disabled).toBe(false));
    screen.getByText('Les mots de passe correspondent');
    expect(screen.queryByText('Les mots de passe ne correspondent pas.')).toBeNull();
  });

  it('asks for 8 characters as the server does, even with a score of 3', async () => {
    const { user } = renderPage(VERIFIED);
    await user.type(newPassword(), 'Abc1234');
    await user.type(confirm(), 'Abc1234');
    expect(submit().disabled).toBe(true);
    screen.getByText('Le mot de passe doit être plus fort.');
  });

  it('says nothing about the confirmation before it is typed', async () => {
    const { user } = renderPage(VERIFIED);
    await user.type(newPassword(), 'Zina2026!');
    expect(screen.queryByText(/correspondent/)).toBeNull();
  });

  it('sends the e-mail, the token of the code step and both passwords, says "Mot de passe modifié avec succès !" and goes to /login', async () => {
    const { user, router } = renderPage(VERIFIED);
    await user.type(newPassword(), 'Zina2026!');
    await user.type(confirm(), 'Zina2026!');
    await user.click(submit());

    await screen.findByText('Page connexion');
    await screen.findByText('Mot de passe modifié avec succès !');
    expect(router.state.historyAction).toBe('REPLACE');
    const [call, ...more] = callsTo('PUT /api/user/reset-password');
    expect(more).toEqual([]);
    expect(call?.body).toEqual({
      email: EMAIL,
      resetToken: TOKEN,
      newPassword: 'Zina2026!',
      confirmPassword: 'Zina2026!',
    });
  });
});
