import { RefreshCw } from 'lucide-react';
import { Button } from './button';

/**
 * Shown instead of the crash screen when a page's code could not be downloaded: nothing is
 * broken, reloading fetches the current code.
 */
export function ChunkErrorScreen() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center"
    >
      <h1 className="font-display text-2xl text-ink">Cette page n'a pas pu se charger</h1>
      <p className="mt-3 text-stone-600">
        La connexion a été interrompue ou le site vient d'être mis à jour. Rechargez la page pour
        continuer.
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden size={18} />
        Recharger la page
      </Button>
    </section>
  );
}
