/**
 * A small fake of the API for component tests: `fetch` answers from a table of routes and
 * records each call (the common teardown restores it, test-setup.ts). Test code only.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { codeOfStatus } from '@zina/shared/errors';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppToaster } from '../components/app-toaster';
import { createQueryClient } from '../lib/query-client';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>;

/** `{ success: true, … data }` as the API answers. */
export const okBody = (data: unknown, extra: Record<string, unknown> = {}, message = 'OK') => ({
  body: { success: true, error: false, message, data, ...extra },
});

/** An error answer as the API writes it (ApiErrorSchema). */
export const errorAnswer = (status: number, message: string): FakeAnswer => ({
  status,
  body: { success: false, error: true, code: codeOfStatus(status), message },
});

/** Answers `routes['METHOD /path']`; any other call is a 404. */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      (typeof route === 'function' ? route(call) : route) ??
      errorAnswer(404, 'Ressource introuvable');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    /** The bodies (or queries, for a GET) sent to `METHOD /path`, in order. */
    sent: (key: string) =>
      calls
        .filter((c) => `${c.method} ${c.path}` === key)
        .map((c) => (c.method === 'GET' ? c.query : c.body)),
  };
}

/** Renders `element` at `entry` (with `path` as its route) beside the query client and toasts. */
export function renderPage(
  element: ReactNode,
  { path = '/', entry }: { path?: string; entry?: string } = {},
) {
  const routes: RouteObject[] = [{ path, element }];
  const router = createMemoryRouter(routes, { initialEntries: [entry ?? path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, view, user: userEvent.setup() };
}
