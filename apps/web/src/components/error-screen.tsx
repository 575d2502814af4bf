import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from './button';

/** SPEC.md §2 error fallback: shown instead of a screen that crashed while rendering. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center"
    >
      <p aria-hidden className="font-display text-6xl text-brand-300">
        ✦
      </p>
      <h1 className="mt-4 font-display text-2xl text-ink">Oops! Quelque chose s'est mal passé</h1>
      <p className="mt-3 text-stone-600">
        Un incident inattendu a interrompu l'affichage de cette page.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden size={18} />
          Réessayer
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden size={18} />
          Rafraîchir la page
        </Button>
      </div>
    </section>
  );
}
