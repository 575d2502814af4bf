import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { startTestServer, type Handler } from '../../api/test-server';
import { AppToaster } from '../../components/app-toaster';
import { createQueryClient } from '../../lib/query-client';

/** A customer as GET /api/user/user-details answers. */
export const CUSTOMER = {
  _id: '0123456789abcdef01234567',
  name: 'Salma Benali',
  email: 'salma@example.ma',
  avatar: '',
  mobile: '+212612345678',
  verify_email: true,
  last_login_date: null,
  status: 'Active',
  role: 'USER' as 'USER' | 'ADMIN',
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
};

export interface Call {
  method?: string;
  url?: string;
  auth?: string;
  type?: string;
  body: string;
}

/** A real server on 127.0.0.1, made the page's origin (happy-dom has no network of its own). */
export async function startServer(handler: Handler) {
  const calls: Call[] = [];
  const server = await startTestServer((req, res) => {
    calls.push({
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body: req.body,
    });
    return handler(req, res);
  });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url);
  return { ...server, calls };
}

/** Renders `routes` at `entry` with the app's query client and toast area. */
export function renderRoutes(
  routes: RouteObject[],
  entry: string | { pathname: string; search?: string; state?: unknown },
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, view, user: userEvent.setup() };
}
