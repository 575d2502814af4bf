import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ChunkErrorScreen } from '../../components/chunk-error-screen';
import { ErrorScreen } from '../../components/error-screen';
import { isChunkLoadError } from '../../lib/chunk-error';
import { NotFoundPage } from './not-found-page';

/**
 * The router's last resort: a crash outside a page (a layout), or a page's code that failed to
 * download (reloading fetches it). Réessayer navigates to the same address, which clears the
 * router's error.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) {
    return (
      <main className="min-h-dvh bg-cream">
        <ChunkErrorScreen />
      </main>
    );
  }
  return (
    <main className="min-h-dvh bg-cream">
      <ErrorScreen
        onRetry={() =>
          void navigate(`${location.pathname}${location.search}${location.hash}`, {
            replace: true,
            state: location.state,
          })
        }
      />
    </main>
  );
}
