import { errorMessage } from '../api/errors';
import { cx } from '../lib/cx';
import { Button } from './button';

const LOOKS = {
  card: { box: 'gap-4 px-6 py-12', text: 'text-stone-700' },
  /** The orders, invoices and COD pages: tighter, the reason in red. */
  alert: { box: 'gap-3 p-8', text: 'text-red-700' },
};

/** A list that could not load: the reason and a way to ask again. */
export function LoadFailure({
  error,
  onRetry,
  look = 'card',
}: {
  error: unknown;
  onRetry: () => void;
  look?: keyof typeof LOOKS;
}) {
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-col items-center rounded-3xl bg-white text-center ring-1 ring-sand-100',
        LOOKS[look].box,
      )}
    >
      <p className={LOOKS[look].text}>{errorMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
