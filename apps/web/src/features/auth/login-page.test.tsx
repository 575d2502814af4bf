import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MSG } from '@zina/shared/messages';
import { useSession } from '../../lib/session-store';
import { allCalls, fakeRoutes, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CUSTOMER } from '../../test/session';
import LoginPage from './login-page';

const USER = { ...CUSTOMER, name: 'Amina Benali', email: 'amina@example.ma' };

beforeEach(() => {
  fakeRoutes(
    {
      'POST /api/user/login': ({ body }) =>
        body?.password === 'Secret123!'
          ? ok({ accesstoken: 'access-1', refreshToken: 'refresh-1' }, 'Connexion réussie')
          : refuse(401, MSG.badCredentials),
      'GET /api/user/user-details': ({ auth }) =>
        auth === 'Bearer access-1' ? ok(USER) : refuse(401, MSG.sessionExpired),
    },
    {},
  );
});

const renderLogin = (state?: Record<string, unknown>) =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/panier', element: <p>Page panier</p> },
      { path: '/', element: <p>Page accueil</p> },
    ],
    { pathname: '/login', state },
  );

const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /remplir tous les champs|Se connecter/ });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('login form (SPEC.md §5 Login)', () => {
  it('keeps submit disabled, labelled "Veuillez remplir tous les champs", until both fields are filled', async () => {
    const { user } = renderLogin();
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Veuillez remplir tous les champs');

    await user.type(field('Adresse email'), 'amina@example.ma');
    expect(submit().disabled).toBe(true);
    await user.type(field('Mot de passe'), 'x');
    expect(submit().disabled).toBe(false);
    expect(submit().textContent).toBe('Se connecter');

    await user.clear(field('Adresse email'));
    expect(submit().textContent).toBe('Veuillez remplir tous les champs');
  });

  it('names the empty field once the shopper leaves it', async () => {
    const { user } = renderLogin();
    await user.click(field('Adresse email'));
    await user.click(field('Mot de passe'));
    screen.getByText('Veuillez saisir votre adresse email');
    expect(screen.queryByText('Veuillez saisir votre mot de passe')).toBeNull();

    await user.click(field('Adresse email'));
    screen.getByText('Veuillez saisir votre mot de passe');
    expect(field('Mot de passe').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a malformed e-mail with "Format d\'email invalide" and sends nothing', async () => {
    const { user } = renderLogin();
    await user.type(field('Adresse email'), 'amina@example');
    await user.type(field('Mot de passe'), 'Secret123!');
    await user.click(submit());
    screen.getByText("Format d'email invalide");
    expect(allCalls()).toEqual([]);
  });

  it('shows the message carried by the navigation as a notice', () => {
    renderLogin({ message: MSG.loginRequiredPage });
    expect(screen.getByRole('status').textContent).toBe(MSG.loginRequiredPage);
  });

  it('signs in with the trimmed, lowercased e-mail, keeps the tokens, loads the user and returns to the origin path', async () => {
    const { user, router } = renderLogin({ from: '/panier', message: MSG.loginRequiredPage });
    await user.type(field('Adresse email'), '  Amina@Example.MA ');
    await user.type(field('Mot de passe'), 'Secret123!');
    await user.click(submit());

    await screen.findByText('Page panier');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(allCalls()[0]?.body).toEqual({
      email: 'amina@example.ma',
      password: 'Secret123!',
    });
    expect(allCalls()[1]).toMatchObject({
      path: '/api/user/user-details',
      auth: 'Bearer access-1',
    });
    expect(window.localStorage.getItem('accesstoken')).toBe('access-1');
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(useSession.getState()).toMatchObject({
      status: 'signed-in',
      user: { name: 'Amina Benali' },
    });
  });

  it('goes to / when there is no origin path', async () => {
    const { user } = renderLogin();
    await user.type(field('Adresse email'), 'amina@example.ma');
    await user.type(field('Mot de passe'), 'Secret123!');
    await user.click(submit());
    await screen.findByText('Page accueil');
  });

  it('shows the server message on wrong credentials without trying a token refresh', async () => {
    window.localStorage.setItem('refreshToken', 'old-refresh');
    const { user } = renderLogin();
    await user.type(field('Adresse email'), 'amina@example.ma');
    await user.type(field('Mot de passe'), 'mauvais');
    await user.click(submit());

    await screen.findByText(MSG.badCredentials);
    expect(allCalls().map((c) => c.path)).toEqual(['/api/user/login']);
    expect(field('Mot de passe').value).toBe('mauvais');
  });
});
