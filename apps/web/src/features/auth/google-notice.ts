/** What /auth/google sends back to /login in the query string (SPEC.md §8 Google sign-in). */
const NOTICES: Record<string, string> = {
  'notice=google-indisponible': "La connexion Google n'est pas disponible pour le moment.",
  'error=google': 'Erreur lors de la connexion Google',
};

export function googleNotice(params: URLSearchParams): string | null {
  for (const [key, value] of params) {
    const text = NOTICES[`${key}=${value}`];
    if (text) return text;
  }
  return null;
}
