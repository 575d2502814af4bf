import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@zina/shared/constants';
import { fetchUserDetails } from '../api/session';
import { useSession } from './session-store';

/** App start (SPEC.md §4): the user's details are fetched when a token is stored. */
export async function loadSession(): Promise<void> {
  const session = useSession.getState();
  if (!window.localStorage.getItem(ACCESS_TOKEN_KEY)) {
    session.reset();
    return;
  }
  session.setLoading();
  try {
    session.setUserDetails(await fetchUserDetails());
  } catch {
    session.reset();
  }
}

/** After a sign-in: keep the tokens, then load the user (a failure reaches the caller). */
export async function startSession(tokens: {
  accesstoken: string;
  refreshToken: string;
}): Promise<void> {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accesstoken);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  useSession.getState().setUserDetails(await fetchUserDetails());
}
