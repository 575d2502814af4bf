import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { toast } from '../../lib/toast';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@zina/shared/constants';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from '../../lib/session-store';
import { startSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { claimGoogleSession } from './api/claim-google-session';

export const TOKEN_MISSING = "Token d'authentification manquant";
export const GOOGLE_FAILED = 'Erreur lors de la connexion Google';
export const AUTH_SUCCESS_REDIRECT_MS = 1000;

/** The window that opened this one as a popup, when it is still there and of this site. */
function popupOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return null;
    // Reading the origin throws when the opener is another site: then this is no popup of ours.
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/** A popup hands the result to the page that opened it and closes; a full page navigates. */
function leave(path: string, navigate: (to: string, opts: { replace: boolean }) => unknown) {
  const opener = popupOpener();
  if (opener) {
    opener.location.assign(path);
    window.close();
    return;
  }
  void navigate(path, { replace: true });
}

/**
 * SPEC.md §2/§8 Google sign-in return: the server left the new session in a one-use cookie (no
 * token in this page's URL); it is exchanged for the tokens, the user loaded, then home after
 * 1 s. Without a session to claim, or on a failure, back to /login with a message.
 */
export default function AuthSuccessPage() {
  useDocumentTitle('Connexion avec Google');
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let claimed = false;
    claimGoogleSession()
      .then((tokens) => {
        claimed = true;
        // Kept and loaded exactly as a password login's tokens.
        return startSession({ accesstoken: tokens.accessToken, refreshToken: tokens.refreshToken });
      })
      .then(() => {
        if (cancelled) return;
        setSignedIn(true);
        timer = setTimeout(() => leave('/', navigate), AUTH_SUCCESS_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        window.localStorage.removeItem(ACCESS_TOKEN_KEY);
        window.localStorage.removeItem(REFRESH_TOKEN_KEY);
        useSession.getState().reset();
        // Refused hand-over: no sign-in came back to this browser (or it was already used).
        const missing = !claimed && error instanceof ApiError && error.status === 401;
        const message = missing ? TOKEN_MISSING : GOOGLE_FAILED;
        toast.error(message, { id: message });
        leave('/login', navigate);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <h1 className="font-display text-3xl text-ink">Connexion avec Google</h1>
      {signedIn ? (
        <p role="status" className="mt-4 text-stone-600">
          Connexion réussie ! Redirection vers l'accueil…
        </p>
      ) : (
        <>
          <p className="mt-4 text-stone-600">Finalisation de votre connexion…</p>
          <PageSpinner />
        </>
      )}
    </section>
  );
}
