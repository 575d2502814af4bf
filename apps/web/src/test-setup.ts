import '@zina/shared/zod-fr';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { useSession } from './lib/session-store';
import { resetRoutes } from './test/fake-api/routes';
import { server, takeProblems } from './test/fake-api/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Every test ends the same way, in one place: the page unmounted, toasts gone, signed out,
// spies restored, and the fake API back to no handler. A request it had no handler for, or an
// answer off the shared contract, fails the test.
afterEach(() => {
  cleanup();
  toast.remove();
  // Some files run without a DOM (the API client's).
  if (typeof window !== 'undefined') window.localStorage.clear();
  useSession.getState().reset();
  vi.restoreAllMocks();
  server.resetHandlers();
  resetRoutes();
  expect(takeProblems(), 'the fake API').toEqual([]);
});
