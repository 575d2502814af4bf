import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import LoginPage from './login-page';

function renderLogin(search: string) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: [`/login${search}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('login notices from the Google sign-in (SPEC.md §8)', () => {
  it('says Google sign-in is unavailable when the server has no Google client', () => {
    renderLogin('?notice=google-indisponible');
    expect(screen.getByRole('status').textContent).toBe(
      "La connexion Google n'est pas disponible pour le moment.",
    );
  });

  it('says the Google sign-in failed', () => {
    renderLogin('?error=google');
    expect(screen.getByRole('status').textContent).toBe('Erreur lors de la connexion Google');
  });

  it('shows no notice for other query values', () => {
    renderLogin('?notice=autre');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
