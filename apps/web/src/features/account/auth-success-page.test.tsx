import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useSession } from '../../lib/session-store';
import { claimGoogleSession } from './api/claim-google-session';
import AuthSuccessPage from './auth-success-page';
import { callsTo, fakeRoutes, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CUSTOMER } from '../../test/session';

afterEach(() => {
  Reflect.deleteProperty(window, 'opener');
  document.cookie = `${HANDOVER}; Path=/; Max-Age=0`;
});

const HANDOVER = 'zina_refresh=google-handover';

/** The API: the one-use hand-over cookie buys the tokens once; the access token loads the user. */
async function renderPage({ handover = true, details = true } = {}) {
  let spent = false;
  fakeRoutes(
    {
      'POST /api/user/refresh-token': ({ cookies }) => {
        if (spent || `zina_refresh=${cookies.zina_refresh}` !== HANDOVER) {
          return refuse(401, 'Session expirée');
        }
        spent = true;
        return ok(
          { accessToken: 'google-access', refreshToken: 'google-refresh' },
          'Session renouvelée',
        );
      },
      'GET /api/user/user-details': ({ auth }) =>
        details && auth === 'Bearer google-access' ? ok(CUSTOMER) : refuse(401, 'Session expirée'),
    },
    {},
  );
  // What the callback left in the browser (httpOnly there; set from the page here).
  if (handover) document.cookie = `${HANDOVER}; Path=/`;
  return renderRoutes(
    [
      { path: '/auth-success', element: <AuthSuccessPage /> },
      { path: '/login', element: <p>Page connexion</p> },
      { path: '/', element: <p>Page accueil</p> },
    ],
    { pathname: '/auth-success' },
  );
}

const refreshCalls = () => callsTo('POST /api/user/refresh-token');

describe('Google sign-in return (SPEC.md §2, §8)', () => {
  it('claims the session the callback left in a cookie, keeps both tokens, loads the user and goes home after 1 s', async () => {
    // An older session's token may still be stored: the hand-over replaces it.
    window.localStorage.setItem('accesstoken', 'older-access');
    const started = Date.now();
    const { router } = await renderPage();
    await screen.findByText(/Connexion réussie/);
    expect(refreshCalls()).toHaveLength(1);
    expect(window.localStorage.getItem('accesstoken')).toBe('google-access');
    expect(window.localStorage.getItem('refreshToken')).toBe('google-refresh');
    expect(useSession.getState()).toMatchObject({
      status: 'signed-in',
      user: { name: 'Salma Benali' },
    });
    expect(router.state.location).toMatchObject({ pathname: '/auth-success', search: '' });

    await screen.findByText('Page accueil', undefined, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('spends the hand-over once when asked twice at the same time (a remounted page)', async () => {
    await renderPage();
    await Promise.all([claimGoogleSession(), claimGoogleSession()]);
    await screen.findByText(/Connexion réussie/);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('says "Token d\'authentification manquant" and goes to /login without a session to claim', async () => {
    await renderPage({ handover: false });
    await screen.findByText('Page connexion');
    await screen.findByText("Token d'authentification manquant");
    expect(window.localStorage.getItem('accesstoken')).toBeNull();
  });

  it('says "Erreur lors de la connexion Google", forgets the tokens and goes to /login when the user cannot be loaded', async () => {
    await renderPage({ details: false });
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
    const { router } = await renderPage({ handover: false });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(close).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth-success');
  });
});
