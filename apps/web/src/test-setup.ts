import '@zina/shared/zod-fr';
import { unloadPasswordEstimator } from '@zina/shared/password-strength';
import { cleanup, configure, getConfig } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { forgetPageAnswers } from './api/page-answers';
import { useSession } from './lib/session-store';
import { resetRoutes } from './test/fake-api/routes';
import { stopQueryClients } from './test/render';
import { server, takeProblems } from './test/fake-api/server';

// Files share a worker and its modules (isolate: false): the fake API listens once for all of
// them, and what a file may change for the ones after it is put back below.
const worker = globalThis as {
  __fakeApiListening?: boolean;
  __testingLibraryDefaults?: ReturnType<typeof getConfig>;
  __startUrl?: string;
};
beforeAll(() => {
  if (worker.__fakeApiListening) return;
  worker.__fakeApiListening = true;
  server.listen({ onUnhandledRequest: 'error' });
});
// Taken before the first file's own configure() (at its import, after this file).
const testingLibraryDefaults = (worker.__testingLibraryDefaults ??= { ...getConfig() });
const startUrl = (worker.__startUrl ??=
  typeof window === 'undefined' ? undefined : window.location.href);

// Every test ends the same way, in one place: the page unmounted, toasts gone, signed out,
// spies restored, and the fake API back to no handler. A request it had no handler for, or an
// answer off the shared contract, fails the test.
afterEach(() => {
  cleanup();
  stopQueryClients();
  toast.remove();
  // Some files run without a DOM (the API client's).
  if (typeof window !== 'undefined') window.localStorage.clear();
  useSession.getState().reset();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // happy-dom follows a download link (saveBlob) to its blob: address: the API's relative
  // URLs would then fail. Back to the start without a navigation.
  if (startUrl && window.location.href !== startUrl)
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(startUrl);
  forgetPageAnswers();
  server.resetHandlers();
  resetRoutes();
  expect(takeProblems(), 'the fake API').toEqual([]);
});

// What a file sets for all its tests: the next file starts as in a fresh worker.
afterAll(() => {
  configure(testingLibraryDefaults);
  unloadPasswordEstimator();
});
