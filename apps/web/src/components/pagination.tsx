import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../lib/cx';
import { pageWindow } from '../lib/page-window';
import { Button } from './button';

const cell =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The one pagination of the app: Précédent and Suivant around either « page/total » (the
 * catalogue screens, SPEC.md §2) or, with `numbers`, a window of 5 page numbers (the order and
 * invoice lists, SPEC.md §9, hidden when there is one page). Bounded by the server's page count.
 */
export function Pagination({
  page,
  totalPages,
  onPage,
  label = 'Pagination',
  numbers = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  numbers?: boolean;
}) {
  if (!numbers) {
    const total = Math.max(totalPages, 1);
    return (
      <nav aria-label={label} className="mt-6 flex items-center justify-center gap-4">
        <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden size={18} />
          Précédent
        </Button>
        <span className="text-sm font-semibold text-stone-700" aria-live="polite">
          {page}/{total}
        </span>
        <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= total}>
          Suivant
          <ChevronRight aria-hidden size={18} />
        </Button>
      </nav>
    );
  }
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cx(cell, 'gap-1 text-ink hover:bg-sand-100')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden size={16} />
            Précédent
          </button>
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
              className={cx(
                cell,
                n === page ? 'bg-brand-800 text-white' : 'text-ink hover:bg-sand-100',
              )}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cx(cell, 'gap-1 text-ink hover:bg-sand-100')}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            Suivant
            <ChevronRight aria-hidden size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
