import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSession } from '../../lib/session-store';
import { userAs } from '../../test/session';
import DashboardHomePage from './dashboard-home-page';

const signedIn = (role: 'ADMIN' | 'AGENT' | 'USER', name: string) =>
  useSession.getState().setUserDetails(userAs(role, name));

function renderHome() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardHomePage /> }], {
    initialEntries: ['/dashboard'],
  });
  render(<RouterProvider router={router} />);
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;
const links = (el: HTMLElement) =>
  within(el)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('dashboard home (SPEC.md §2)', () => {
  it('welcomes a customer by name with quick actions to profile, orders and addresses', () => {
    signedIn('USER', 'Karim Tazi');
    renderHome();
    screen.getByRole('heading', { name: 'Bienvenue, Karim Tazi' });
    expect(screen.queryByText('Administrateur')).toBeNull();
    expect(links(section('Actions rapides'))).toEqual([
      '/dashboard/profile',
      '/dashboard/myorders',
      '/dashboard/address',
    ]);
    expect(screen.queryByRole('heading', { name: 'Administration' })).toBeNull();
  });

  it('falls back to "Utilisateur" without a name', () => {
    signedIn('USER', '');
    renderHome();
    screen.getByRole('heading', { name: 'Bienvenue, Utilisateur' });
  });

  it('shows the Administrateur badge and the Administration links to an administrator', () => {
    signedIn('ADMIN', 'Yasmine Admin');
    renderHome();
    screen.getByText('Administrateur');
    expect(links(section('Administration'))).toEqual([
      '/dashboard/category',
      '/dashboard/subcategory',
      '/dashboard/upload-product',
      '/dashboard/product',
      '/dashboard/orders',
      '/dashboard/confirmations',
      '/dashboard/invoices',
      '/dashboard/cod-performance',
      '/dashboard/banners',
      '/dashboard/mails',
      '/dashboard/equipe',
      '/dashboard/livraison',
      '/dashboard/encaissements',
      '/dashboard/messages',
      '/dashboard/webhooks',
    ]);
  });

  it('shows an agent the desk and the order list only (issue 46)', () => {
    signedIn('AGENT', 'Karim Agent');
    renderHome();
    screen.getByText('Agent');
    expect(links(section('Espace agent'))).toEqual([
      '/dashboard/orders',
      '/dashboard/confirmations',
    ]);
    expect(screen.queryByRole('heading', { name: 'Administration' })).toBeNull();
  });

  it('lists the four selling points', () => {
    signedIn('USER', 'Karim Tazi');
    renderHome();
    const points = within(section('Pourquoi choisir Zina ?'))
      .getAllByRole('listitem')
      .map((li) => li.firstElementChild?.nextElementSibling?.firstElementChild?.textContent);
    expect(points).toEqual([
      'Livraison en 24-48h',
      'Paiement 100% sécurisé',
      'Qualité premium',
      'Tendances 2024',
    ]);
  });
});
