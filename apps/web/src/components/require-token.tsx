import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ACCESS_TOKEN_KEY } from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';

/** SPEC.md §2: pages for signed-in users send visitors to /login, then back here. */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!window.localStorage.getItem(ACCESS_TOKEN_KEY)) {
    return (
      <Navigate to="/login" replace state={{ from: location, message: MSG.loginRequiredPage }} />
    );
  }
  return children;
}
