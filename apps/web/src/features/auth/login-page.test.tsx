import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG } from '@zina/shared/messages';
import { sendJson, startTestServer } from '../../api/test-server';
import { AppToaster } from '../../components/app-toaster';
import { createQueryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session-store';
import LoginPage from './login-page';

const USER = {
  _id: '0123456789abcdef01234567',
  name: 'Amina Benali',
  email: 'amina@example.ma',
  avatar: '',
  mobile: '',
  verify_email: true,
  last_login_date: null,
  status: 'Active',
  role: 'USER',
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
};

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let calls: { method?: string; url?: string; auth?: string; body: string }[] = [];

beforeEach(async () => {
  calls = [];
  server = await startTestServer((req, res) => {
    calls.push({
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      body: req.body,
    });
    if (req.url === '/api/user/login') {
      const { password } = JSON.parse(req.body) as { password: string };
      if (password !== 'Secret123!') {
        return sendJson(res, 401, { success: false, error: true, message: MSG.badCredentials });
      }
      return sendJson(res, 200, {
        success: true,
        error: false,
        message: 'Connexion réussie',
        data: { accesstoken: 'access-1', refreshToken: 'refresh-1' },
      });
    }
    if (req.url === '/api/user/user-details' && req.headers.authorization === 'Bearer access-1') {
      return sendJson(res, 200, { success: true, error: false, message: '', data: USER });
    }
    sendJson(res, 401, { success: false, error: true, message: MSG.sessionExpired });
  });
  // Same origin as the page, as in production.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${server.url}/login`,
  );
});

function renderLogin(state?: Record<string, unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/panier', element: <p>Page panier</p> },
      { path: '/', element: <p>Page accueil</p> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

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
    expect(calls).toEqual([]);
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
    expect(JSON.parse(calls[0]!.body)).toEqual({
      email: 'amina@example.ma',
      password: 'Secret123!',
    });
    expect(calls[1]).toMatchObject({ url: '/api/user/user-details', auth: 'Bearer access-1' });
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
    expect(calls.map((c) => c.url)).toEqual(['/api/user/login']);
    expect(field('Mot de passe').value).toBe('mauvais');
  });
});
