import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { sendJson, sendError, startTestServer, type Handler } from '../../api/test-server';
import { createQueryClient } from '../../lib/query-client';

// A page that waits on a real server can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export type Call = { method: string; url: string; body: Record<string, unknown> | null };

/**
 * A real HTTP server on 127.0.0.1 answering the catalogue calls, with the page served from the
 * same origin (as in production), and every request kept for the assertions.
 */
export async function startCatalogueServer(
  answer: (call: Call) => { status?: number; body: unknown } | undefined,
) {
  const calls: Call[] = [];
  const handler: Handler = (req, res) => {
    const call: Call = {
      method: req.method ?? '',
      url: req.url ?? '',
      body: req.body ? (JSON.parse(req.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const out = answer(call);
    if (!out) return sendError(res, 404, 'Introuvable');
    sendJson(res, out.status ?? 200, out.body);
  };
  const server = await startTestServer(handler);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url);
  return { ...server, calls };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { success: true, error: false, message: '', data, ...extra },
});

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view, user: userEvent.setup() };
}
