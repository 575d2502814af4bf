import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { pageWindow } from '../lib/pagination';

const cell =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Précédent, a window of 5 page numbers (SPEC.md §9), Suivant. */
export function PaginationBar({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
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
