import { errorMessage } from '../api/errors';
import { Button } from './button';

/** A list that could not load: the reason and a way to ask again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-sand-100"
    >
      <p className="text-stone-700">{errorMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
