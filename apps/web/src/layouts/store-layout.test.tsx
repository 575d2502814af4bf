import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@zina/shared/constants';
import { useSession } from '../lib/session-store';
import { routes } from '../router';
import { allCalls, fakeCatalogue, fakeRoutes, fakeShop, ok } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { ACCESS_TOKEN, REFRESH_TOKEN, userAs } from '../test/session';

const user = (role: 'ADMIN' | 'USER') =>
  userAs(role, role === 'ADMIN' ? 'Yasmine Admin' : 'Karim Client');

let role: 'ADMIN' | 'USER' = 'USER';

/** The user loads after the page's own catalogue calls: more than the default second on a busy machine. */
const SLOW = { timeout: 5000 };

// A lazy page's code is loaded on its first render: load it once up front.
beforeAll(async () => {
  await Promise.all([
    import('../features/catalogue/home-page'),
    import('../features/catalogue/search-page'),
    import('../features/catalogue/products-page'),
    import('../features/auth/login-page'),
    import('../dashboard-frame'),
  ]);
});

beforeEach(() => {
  // An empty shop: the pages read it, the tests look at the header.
  fakeCatalogue();
  fakeShop();
  fakeRoutes({
    'GET /api/user/user-details': () => ok(user(role)),
    'GET /api/user/logout': ok(undefined, 'Déconnexion réussie'),
  });
});

/** The calls so far, as `METHOD /path token`. */
const calls = () => allCalls().map((c) => `${c.method} ${c.path} ${c.auth ?? ''}`);

function renderApp(path: string) {
  const { router, user: ue } = renderRoutes(routes, path);
  return { router, ue };
}

/** Signed in with the tokens only: the app loads the user itself. */
const signIn = () => {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, ACCESS_TOKEN);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, REFRESH_TOKEN);
};

describe('store layout', () => {
  it('offers Connexion and an empty cart to a visitor', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.getAllByRole('button', { name: 'Connexion' }).length).toBeGreaterThan(0);
    screen.getByRole('button', { name: /^Panier : 0 article, 0,00\sMAD$/ });
    // The home page reads the catalogue; nothing asks for a user.
    expect(calls().filter((c) => c.includes('/api/user/'))).toEqual([]);
  });

  it('loads the signed-in admin at start and lists the admin and Mon Espace links', async () => {
    role = 'ADMIN';
    signIn();
    const { ue } = renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Yasmine Admin' }, SLOW);
    expect(calls()).toContain('GET /api/user/user-details Bearer access-1');

    await ue.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    await within(panel).findByText('Admin');
    const links = within(panel)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Mon Profil', '/dashboard/profile'],
      ['Catégories', '/dashboard/category'],
      ['Sous-catégories', '/dashboard/subcategory'],
      ['Ajouter Produit', '/dashboard/upload-product'],
      ['Produits', '/dashboard/product'],
      ['Commandes', '/dashboard/orders'],
      ['Confirmations', '/dashboard/confirmations'],
      ['Factures', '/dashboard/invoices'],
      ['Performance COD', '/dashboard/cod-performance'],
      ['Gestion Banners', '/dashboard/banners'],
      ['Emails en échec', '/dashboard/mails'],
      ['Équipe', '/dashboard/equipe'],
      ['Frais de livraison', '/dashboard/livraison'],
      ['Encaissements', '/dashboard/encaissements'],
      ['Messages clients', '/dashboard/messages'],
      ['Webhooks', '/dashboard/webhooks'],
      ['Mes Commandes', '/dashboard/myorders'],
      ['Mes Adresses', '/dashboard/address'],
    ]);
  });

  it('hides the admin section from a customer', async () => {
    role = 'USER';
    signIn();
    const { ue } = renderApp('/');
    await ue.click(await screen.findByRole('button', { name: 'Karim Client' }, SLOW));
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Catégories' })).toBeNull();
    screen.getByRole('link', { name: 'Mes Adresses' });
  });

  it('signs out: calls the server, wipes local storage, clears the user and goes to /', async () => {
    signIn();
    window.localStorage.setItem('autre', 'x');
    const { ue, router } = renderApp('/products');
    await ue.click(await screen.findByRole('button', { name: 'Karim Client' }, SLOW));
    await ue.click(screen.getByRole('button', { name: 'Se Déconnecter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls()).toContain('GET /api/user/logout Bearer access-1');
    expect(window.localStorage.length).toBe(0);
    expect(useSession.getState().user._id).toBeNull();
    await screen.findAllByRole('button', { name: 'Connexion' });
  });

  it('sends a visitor from a dashboard page to /login with the SPEC message', async () => {
    const { router } = renderApp('/dashboard/myorders');
    await screen.findByRole('heading', { name: 'Connexion' }, SLOW);
    screen.getByText('Veuillez vous connecter pour accéder à cette page');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/myorders' },
    });
  });
});

describe('search bar', () => {
  it('leads from the animated teaser to /search', async () => {
    const { ue, router } = renderApp('/');
    await ue.click(await screen.findByRole('link', { name: 'Rechercher des accessoires' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('on /search, focuses the input and replaces q at each keystroke', async () => {
    const { ue, router } = renderApp('/search');
    const input = await screen.findByPlaceholderText('Rechercher des accessoires et plus...');
    expect(document.activeElement).toBe(input);
    await ue.type(input, 'sac à');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('sac à')}`);
    expect(router.state.historyAction).toBe('REPLACE');
    const bar = document.getElementById('site-search')!;
    expect(within(bar).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
      '/',
    );
  });
});
