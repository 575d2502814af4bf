/**
 * Test helpers for the back-office order screens: a fake admin API on a real local HTTP server
 * (happy-dom has no network of its own) and a renderer with the app's query client and toasts.
 * Test code only.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { sendJson, sendError, errorBody, startTestServer } from '../../api/test-server';
import { AppToaster } from '../../components/app-toaster';
import { createQueryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session-store';

export const ADMIN_USER = {
  _id: 'abababababababababababab',
  name: 'Yasmine Admin',
  email: 'admin@zina.ma',
  avatar: '',
  mobile: '',
  verify_email: true,
  last_login_date: null,
  status: 'Active',
  role: 'ADMIN' as const,
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
};

export function signInAdmin() {
  window.localStorage.setItem('accesstoken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  useSession.getState().setUserDetails(ADMIN_USER);
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export type Answer = { status?: number; body: Record<string, unknown> } | 'drop';

/**
 * A fake API: `routes['GET /api/…']` answers each call (a function sees the call). Closed after
 * the test by the common teardown (test-setup.ts).
 */
export async function startAdminApi(routes: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  const server = await startTestServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const call: Call = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: req.body ? (JSON.parse(req.body) as unknown) : undefined,
    };
    calls.push(call);
    if (req.headers.authorization !== 'Bearer access-1') {
      return sendError(res, 401, 'Session expirée');
    }
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === 'drop') return res.destroy();
    if (!answer) {
      return sendError(res, 404, 'Ressource introuvable');
    }
    sendJson(res, answer.status ?? 200, answer.body);
  });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url);
  return {
    calls,
    close: server.close,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}, message = 'OK') => ({
  body: { success: true, error: false, message, data, ...extra },
});

export const refused = (status: number, message: string) => ({
  status,
  body: errorBody(status, message),
});

/** Renders `routes` at `entry` with the app's query client and toast area. */
export function renderRoutes(routes: RouteObject[], entry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, view, user: userEvent.setup() };
}

/** Renders one element (no routes needed) with the query client and toasts. */
export function renderWithClient(element: ReactNode) {
  return renderRoutes([{ path: '/', element }]);
}
