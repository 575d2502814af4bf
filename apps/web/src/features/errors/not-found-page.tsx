import { useEffect, useState } from 'react';
import { ArrowLeft, Home } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { NOT_FOUND_REDIRECT_MS } from '../../lib/ui-constants';
import { useDocumentTitle } from '../../lib/use-document-title';

/** SPEC.md §2 404 page: home and back buttons, then back to / on its own after 5 s. */
export function NotFoundPage() {
  useDocumentTitle('Page non trouvée');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(NOT_FOUND_REDIRECT_MS / 1000));

  useEffect(() => {
    const redirect = setTimeout(() => void navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <p aria-hidden className="font-display text-8xl leading-none text-brand-200">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl text-ink">Page non trouvée</h1>
      <p className="mt-3 text-stone-600">
        La page que vous cherchez n'existe pas ou a été déplacée.
      </p>
      <p className="mt-2 text-sm text-stone-500" aria-live="polite">
        Retour à l'accueil dans {secondsLeft} s.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={() => void navigate('/', { replace: true })}>
          <Home aria-hidden size={18} />
          Retour à l'accueil
        </Button>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden size={18} />
          Page précédente
        </Button>
      </div>
    </section>
  );
}

export default NotFoundPage;
