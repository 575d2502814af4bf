import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { useSession } from '../../lib/session-store';
import { renderRoutes } from '../../test/render';
import { ADMIN, AGENT, CUSTOMER } from '../../test/session';
import { RequireAdmin, RequireStaff } from './require-admin';

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.setItem('accesstoken', 'access-1');
});

afterEach(() => {
  vi.useRealTimers();
});

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        children: [
          { path: 'profile', element: <p>Page profil</p> },
          {
            element: <RequireStaff />,
            children: [{ path: 'confirmations', element: <p>Le bureau des appels</p> }],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'product', element: <p>Gestion des produits (admin)</p> },
              { path: 'banners', element: <p>Gestion des banners (admin)</p> },
            ],
          },
        ],
      },
      { path: '/login', element: <p>Page connexion</p> },
    ],
    path,
  ).router;
}

describe('admin route guard (SPEC.md §2, §6)', () => {
  it('lets an administrator in', () => {
    useSession.getState().setUserDetails(ADMIN);
    renderAt('/dashboard/product');
    screen.getByText('Gestion des produits (admin)');
    expect(screen.queryByText('Accès Refusé')).toBeNull();
  });

  it("shows 'Accès Refusé' to a customer, then takes them to their profile after 3 s", () => {
    useSession.getState().setUserDetails(CUSTOMER);
    const router = renderAt('/dashboard/banners');
    screen.getByRole('heading', { level: 1, name: 'Accès Refusé' });
    screen.getByText('Seuls les administrateurs peuvent accéder à cette page.');
    expect(screen.queryByText('Gestion des banners (admin)')).toBeNull();

    act(() => vi.advanceTimersByTime(2999));
    expect(router.state.location.pathname).toBe('/dashboard/banners');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    screen.getByText('Page profil');
  });

  it('lets an agent into the desk and refuses them the admin pages (issue 46)', () => {
    useSession.getState().setUserDetails(AGENT);
    renderAt('/dashboard/confirmations');
    screen.getByText('Le bureau des appels');
    cleanup();

    renderAt('/dashboard/product');
    screen.getByRole('heading', { level: 1, name: 'Accès Refusé' });
    expect(screen.queryByText('Gestion des produits (admin)')).toBeNull();
  });

  it('refuses the desk to a customer and lets an administrator in', () => {
    useSession.getState().setUserDetails(CUSTOMER);
    renderAt('/dashboard/confirmations');
    screen.getByRole('heading', { level: 1, name: 'Accès Refusé' });
    cleanup();

    useSession.getState().setUserDetails(ADMIN);
    renderAt('/dashboard/confirmations');
    screen.getByText('Le bureau des appels');
  });

  it('waits for the user to load instead of refusing an administrator too early', () => {
    useSession.getState().setLoading();
    const router = renderAt('/dashboard/product');
    screen.getByRole('status');
    expect(screen.queryByText('Accès Refusé')).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/dashboard/product');

    act(() => useSession.getState().setUserDetails(ADMIN));
    screen.getByText('Gestion des produits (admin)');
  });

  it('sends a visitor whose session ended to /login', () => {
    window.localStorage.clear();
    const router = renderAt('/dashboard/product');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/product' },
      message: 'Veuillez vous connecter pour accéder à cette page',
    });
  });
});
