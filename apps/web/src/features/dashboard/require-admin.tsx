import { Navigate, Outlet, useLocation } from 'react-router';
import { ACCESS_TOKEN_KEY } from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';
import { PageSpinner } from '../../components/page-spinner';
import { isAdmin, isStaff, useSession, type SessionUser } from '../../lib/session-store';
import { AccessDeniedPage } from './access-denied-page';

/**
 * Route guard around back-office pages (SPEC.md §2, §6): the screens follow the role the server
 * reports for the signed-in user; the server refuses the calls of anyone else on its own.
 */
function RequireRole({ allows }: { allows: (user: SessionUser) => boolean }) {
  const location = useLocation();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);

  if (status === 'anonymous' && !window.localStorage.getItem(ACCESS_TOKEN_KEY)) {
    return (
      <Navigate to="/login" replace state={{ from: location, message: MSG.loginRequiredPage }} />
    );
  }
  // A stored token whose user is still loading: wait rather than refuse an admin.
  if (status !== 'signed-in') return <PageSpinner />;
  if (!allows(user)) return <AccessDeniedPage />;
  return <Outlet />;
}

/** The admin's pages: catalogue, settings, staff, invoices, figures. */
export const RequireAdmin = () => <RequireRole allows={isAdmin} />;

/** The pages an agent reaches too (issue 46): the confirmation desk and the order list. */
export const RequireStaff = () => <RequireRole allows={isStaff} />;
