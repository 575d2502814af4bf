import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppToaster } from '../components/app-toaster';
import { createQueryClient } from '../lib/query-client';

type Entry = string | { pathname: string; search?: string; state?: unknown };

const clients = new Set<QueryClient>();

/**
 * Ends what the test's query clients still have going (a retry waiting on its delay, a fetch in
 * flight): the files share a worker, and a late call would land in the next test's fake API.
 */
export function stopQueryClients() {
  for (const client of clients) {
    void client.cancelQueries();
    client.clear();
  }
  clients.clear();
}

/** Renders `routes` at `entry` with the app's query client and toast area. */
export function renderRoutes(routes: RouteObject[], entry: Entry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = createQueryClient();
  clients.add(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, view, queryClient, user: userEvent.setup() };
}

/** Renders one element (no routes needed) with the query client and toasts. */
export const renderWithClient = (element: ReactNode) => renderRoutes([{ path: '/', element }]);
