import type { ReactNode } from 'react';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { cx } from '../lib/cx';
import { Button } from './button';

/**
 * A page that could not show what was asked: its title, why, then « Réessayer » and another way
 * out (`children`).
 */
export function FailureScreen({
  title,
  titleClassName,
  message,
  onRetry,
  mark = false,
  children,
}: {
  title: string;
  /** The title's size. */
  titleClassName: string;
  message: ReactNode;
  onRetry: () => void;
  /** The ✦ above the title. */
  mark?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center"
    >
      {mark && (
        <p aria-hidden className="mb-4 font-display text-6xl text-brand-300">
          ✦
        </p>
      )}
      <h1 className={cx('font-display text-ink', titleClassName)}>{title}</h1>
      <p className="mt-3 text-stone-600">{message}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden size={18} />
          Réessayer
        </Button>
        {children}
      </div>
    </section>
  );
}

/** SPEC.md §2 error fallback: shown instead of a screen that crashed while rendering. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <FailureScreen
      mark
      title="Oops! Quelque chose s'est mal passé"
      titleClassName="text-2xl"
      message="Un incident inattendu a interrompu l'affichage de cette page."
      onRetry={onRetry}
    >
      <Button variant="secondary" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden size={18} />
        Rafraîchir la page
      </Button>
    </FailureScreen>
  );
}
