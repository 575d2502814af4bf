import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClass } from './button';

/**
 * Stands in for a screen that a later feature builds. Inside the dashboard, whose banner already
 * holds the page's h1, its heading is an h2 (`level={2}`).
 */
export function PlaceholderPage({ title, level = 1 }: { title: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  useDocumentTitle(title);
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Sparkles aria-hidden size={26} />
      </span>
      <Heading className="mt-5 font-display text-3xl text-ink">{title}</Heading>
      <p className="mt-3 text-stone-600">Bientôt disponible</p>
      {pathname !== '/' && (
        <Link to="/" className={buttonClass('secondary', 'mt-8')}>
          Retour à l'accueil
        </Link>
      )}
    </section>
  );
}
