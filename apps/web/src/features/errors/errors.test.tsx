import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { NotFoundPage } from './not-found-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('404 page', () => {
  it("shows 'Page non trouvée' and returns to / by itself after 5 s", async () => {
    vi.useFakeTimers();
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Accueil</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/', '/rien-ici'] },
    );
    render(<RouterProvider router={router} />);
    screen.getByRole('heading', { name: 'Page non trouvée' });
    screen.getByRole('button', { name: "Retour à l'accueil" });
    screen.getByRole('button', { name: 'Page précédente' });

    await act(async () => vi.advanceTimersByTime(4900));
    expect(router.state.location.pathname).toBe('/rien-ici');
    await act(async () => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/');
  });
});

let crash = true;
function Fragile() {
  if (crash) throw new Error('rendu cassé');
  return <p>Contenu rétabli</p>;
}

describe('error screen', () => {
  it('replaces a crashed page and Réessayer renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    crash = true;
    const router = createMemoryRouter(
      [
        {
          element: (
            <ErrorBoundary>
              <Outlet />
            </ErrorBoundary>
          ),
          children: [{ path: '/', element: <Fragile /> }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    screen.getByRole('heading', { name: "Oops! Quelque chose s'est mal passé" });
    screen.getByRole('button', { name: 'Rafraîchir la page' });

    crash = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    screen.getByText('Contenu rétabli');
  });
});

function MissingChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/page-Ab12.js');
}

describe('a page whose code did not download', () => {
  it('shows the French reload message, not the crash screen', async () => {
    const routes = () => [
      {
        element: (
          <ErrorBoundary>
            <Outlet />
          </ErrorBoundary>
        ),
        children: [{ path: '/', element: <MissingChunk /> }],
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<RouterProvider router={createMemoryRouter(routes(), { initialEntries: ['/'] })} />);
    screen.getByRole('heading', { name: "Cette page n'a pas pu se charger" });
    expect(screen.queryByText(/Oops!/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
