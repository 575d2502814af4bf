import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { loadSession } from './lib/session';
import { onToastLoad } from './lib/toast';
import { useScrollToTop } from './lib/use-scroll-to-top';

const AppToaster = lazy(() =>
  import('./components/app-toaster').then((m) => ({ default: m.AppToaster })),
);

/** The toast area, mounted with the first toast (react-hot-toast is not in the first load). */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastLoad(() => setWanted(true)), []);
  return wanted;
}

/**
 * Above every route: loads the session once at start, keeps the toast area, opens each new page
 * at its top, and catches a crash outside a page (a layout); moving to another page clears it.
 */
export function AppRoot() {
  const toaster = useToasterWanted();
  const { pathname } = useLocation();
  useScrollToTop();
  useEffect(() => {
    void loadSession();
  }, []);
  return (
    <>
      <ErrorBoundary resetKey={pathname}>
        <Outlet />
      </ErrorBoundary>
      {toaster && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
