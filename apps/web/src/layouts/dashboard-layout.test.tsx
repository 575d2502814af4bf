import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { RequireAdmin, RequireStaff } from '../features/dashboard/require-admin';
import { renderRoutes } from '../test/render';
import { ADMIN, AGENT, CUSTOMER, signIn } from '../test/session';
import { DashboardLayout } from './dashboard-layout';

const signedIn = (role: 'ADMIN' | 'AGENT' | 'USER') =>
  signIn(role === 'ADMIN' ? ADMIN : role === 'AGENT' ? AGENT : CUSTOMER);

const page = (text: string) => <p>{text}</p>;

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: page('Accueil du tableau de bord') },
          { path: 'profile', element: page('Profil') },
          { path: 'myorders', element: <h1>Mes Commandes (page)</h1> },
          { path: 'address', element: <h1>Mes Adresses (page)</h1> },
          {
            element: <RequireStaff />,
            children: ['orders', 'confirmations'].map((p) => ({
              path: p,
              element: page(`Admin ${p}`),
            })),
          },
          {
            element: <RequireAdmin />,
            children: [
              'category',
              'subcategory',
              'upload-product',
              'product',
              'invoices',
              'banners',
              'mails',
              'cod-performance',
              'equipe',
              'livraison',
              'encaissements',
              'messages',
              'webhooks',
            ].map((p) => ({ path: p, element: page(`Admin ${p}`) })),
          },
        ],
      },
      { path: '/', element: page('Accueil') },
    ],
    path,
  );
}

const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);

describe('dashboard layout (SPEC.md §2)', () => {
  it.each([
    ['/dashboard', 'Tableau de Bord'],
    ['/dashboard/', 'Tableau de Bord'],
    ['/dashboard/profile', 'Mon Profil'],
    ['/dashboard/category', 'Gestion des Catégories'],
    ['/dashboard/subcategory', 'Gestion des Sous-catégories'],
    ['/dashboard/upload-product', 'Ajouter un Produit'],
    ['/dashboard/product', 'Gestion des Produits'],
    ['/dashboard/orders', 'Gestion des Commandes'],
    ['/dashboard/banners', 'Gestion Banners'],
    ['/dashboard/invoices', 'Factures'],
    ['/dashboard/mails', 'Emails en échec'],
    ['/dashboard/cod-performance', 'Performance COD'],
    ['/dashboard/equipe', 'Équipe'],
    ['/dashboard/livraison', 'Frais de livraison'],
    ['/dashboard/encaissements', 'Encaissements'],
    ['/dashboard/messages', 'Messages clients'],
    ['/dashboard/webhooks', 'Webhooks'],
  ])('titles %s "%s", as the only h1', (path, title) => {
    signedIn('ADMIN');
    renderAt(path);
    expect(h1s()).toEqual([title]);
  });

  it.each([
    ['/dashboard/myorders', 'Mes Commandes (page)'],
    ['/dashboard/address', 'Mes Adresses (page)'],
  ])('hides the banner on %s (the page has its own header)', (path, own) => {
    signedIn('USER');
    renderAt(path);
    expect(h1s()).toEqual([own]);
  });

  it("leaves the only h1 to 'Accès Refusé' when a customer opens an admin page", () => {
    signedIn('USER');
    renderAt('/dashboard/product');
    expect(h1s()).toEqual(['Accès Refusé']);
  });

  it('lists the admin section in the menu for an administrator only', () => {
    signedIn('USER');
    renderAt('/dashboard/profile');
    const nav = screen.getAllByRole('navigation', { name: 'Menu du tableau de bord' })[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/myorders',
      '/dashboard/address',
    ]);
    within(nav).getByRole('button', { name: 'Se Déconnecter' });
    cleanup();

    signedIn('ADMIN');
    renderAt('/dashboard/profile');
    const adminNav = screen.getAllByRole('navigation', { name: 'Menu du tableau de bord' })[0]!;
    within(adminNav).getByText('Administration');
    expect(
      within(adminNav).getByRole('link', { name: 'Gestion Banners' }).getAttribute('href'),
    ).toBe('/dashboard/banners');
    expect(
      within(adminNav).getByRole('link', { name: 'Mon Profil' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows an agent the desk and the order list only, and refuses the rest (issue 46)', () => {
    signedIn('AGENT');
    renderAt('/dashboard/confirmations');
    expect(h1s()).toEqual(['Confirmations']);
    screen.getByText('Admin confirmations');
    const nav = screen.getAllByRole('navigation', { name: 'Menu du tableau de bord' })[0]!;
    within(nav).getByText('Espace agent');
    within(nav).getByText('Agent');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/myorders',
      '/dashboard/address',
      '/dashboard/orders',
      '/dashboard/confirmations',
    ]);
    cleanup();

    signedIn('AGENT');
    renderAt('/dashboard/invoices');
    expect(h1s()).toEqual(['Accès Refusé']);
    expect(screen.queryByText('Admin invoices')).toBeNull();
  });

  it('opens the menu as a drawer on small screens, and closes it on a link or Escape', async () => {
    signedIn('USER');
    const { user, router } = renderAt('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Menu du compte' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('dialog', { name: 'Menu du tableau de bord' });
    expect(document.activeElement).toBe(drawer);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Mes Adresses' }),
    );
    expect(router.state.location.pathname).toBe('/dashboard/address');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the drawer with its close button', async () => {
    signedIn('USER');
    const { user } = renderAt('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Menu du compte' }));
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
