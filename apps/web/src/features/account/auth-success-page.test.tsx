import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { sendJson } from '../../api/test-server';
import { useSession } from '../../lib/session-store';
import AuthSuccessPage from './auth-success-page';
import { CUSTOMER, renderRoutes, startServer } from './test-kit';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'opener');
  toast.remove();
  window.localStorage.clear();
  useSession.getState().reset();
  await server?.close();
});

async function renderPage(search: string) {
  server = await startServer((req, res) => {
    if (
      req.url === '/api/user/user-details' &&
      req.headers.authorization === 'Bearer google-access'
    ) {
      return sendJson(res, 200, { success: true, error: false, message: '', data: CUSTOMER });
    }
    sendJson(res, 401, { success: false, error: true, message: 'Session expirée' });
  });
  return renderRoutes(
    [
      { path: '/auth-success', element: <AuthSuccessPage /> },
      { path: '/login', element: <p>Page connexion</p> },
      { path: '/', element: <p>Page accueil</p> },
    ],
    { pathname: '/auth-success', search },
  );
}

describe('Google sign-in return (SPEC.md §2, §8)', () => {
  it('keeps both tokens, loads the user and goes home after 1 s', async () => {
    const started = Date.now();
    const { router } = await renderPage('?token=google-access&refreshToken=google-refresh');
    await screen.findByText(/Connexion réussie/);
    expect(window.localStorage.getItem('accesstoken')).toBe('google-access');
    expect(window.localStorage.getItem('refreshToken')).toBe('google-refresh');
    expect(useSession.getState()).toMatchObject({
      status: 'signed-in',
      user: { name: 'Salma Benali' },
    });
    expect(router.state.location.pathname).toBe('/auth-success');

    await screen.findByText('Page accueil', undefined, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says "Token d\'authentification manquant" and goes to /login without a token', async () => {
    await renderPage('');
    await screen.findByText('Page connexion');
    await screen.findByText("Token d'authentification manquant");
    expect(server.calls).toEqual([]);
  });

  it('says "Erreur lors de la connexion Google", forgets the tokens and goes to /login when the user cannot be loaded', async () => {
    await renderPage('?token=forged&refreshToken=forged-refresh');
    await screen.findByText('Page connexion');
    await screen.findByText('Erreur lors de la connexion Google');
    expect(window.localStorage.getItem('accesstoken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));
  });

  it('in a popup, sends the page that opened it to its /login and closes', async () => {
    const assign = vi.fn();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    // The opener is a page of this site (same origin as the popup).
    const location = {
      assign,
      get origin() {
        return window.location.origin;
      },
    };
    Object.defineProperty(window, 'opener', {
      configurable: true,
      value: { closed: false, location },
    });
    const { router } = await renderPage('');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(close).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth-success');
  });
});
