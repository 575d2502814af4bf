import '@zina/shared/zod-fr';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { closeTestServers } from './api/test-server';
import { useSession } from './lib/session-store';

// Every test ends the same way, in one place: the page unmounted, toasts gone, signed out,
// spies restored, and the fake API servers it started closed.
afterEach(async () => {
  cleanup();
  toast.remove();
  // Some files run without a DOM (the API client's).
  if (typeof window !== 'undefined') window.localStorage.clear();
  useSession.getState().reset();
  vi.restoreAllMocks();
  await closeTestServers();
});
