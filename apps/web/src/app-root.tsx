import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppToaster } from './components/app-toaster';
import { loadSession } from './lib/session';

/** Above every route: loads the session once at start, keeps the toast area. */
export function AppRoot() {
  useEffect(() => {
    void loadSession();
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <AppToaster />
    </>
  );
}
