import { useEffect } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export const ACCESS_DENIED_REDIRECT_MS = 3000;

/** SPEC.md §2: a non-admin on an admin page is told so, then sent to their profile after 3 s. */
export function AccessDeniedPage() {
  useDocumentTitle('Accès Refusé');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate('/dashboard/profile', { replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-sand-100">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert aria-hidden size={30} />
      </span>
      <h1 className="mt-5 font-display text-3xl text-ink">Accès Refusé</h1>
      <p className="mt-3 text-stone-600">Seuls les administrateurs peuvent accéder à cette page.</p>
      <p className="mt-2 text-sm text-stone-500">
        Vous allez être redirigé vers votre profil dans {ACCESS_DENIED_REDIRECT_MS / 1000} secondes.
      </p>
      <Link to="/dashboard/profile" replace className={buttonClass('secondary', 'mt-8')}>
        Aller à mon profil
      </Link>
    </section>
  );
}
