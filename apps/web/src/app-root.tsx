import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { loadSession } from './lib/session';
import { onToastLoad } from './lib/toast';

const AppToaster = lazy(() =>
  import('./components/app-toaster').then((m) => ({ default: m.AppToaster })),
);

/** The toast area, mounted with the first toast (react-hot-toast is not in the first load). */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastLoad(() => setWanted(true)), []);
  return wanted;
}

/** Above every route: loads the session once at start, keeps the toast area. */
export function AppRoot() {
  const toaster = useToasterWanted();
  useEffect(() => {
    void loadSession();
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {toaster && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
