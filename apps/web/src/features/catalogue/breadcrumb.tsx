import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';

/** A step after « Accueil »: a link, a plain word, or the page itself (`current`). */
export interface Crumb {
  label: string;
  to?: string;
  current?: boolean;
}

const link = 'hover:text-brand-800 hover:underline';

/** The trail above a catalogue page, from « Accueil ». */
export function Breadcrumb({ crumbs, className }: { crumbs: readonly Crumb[]; className: string }) {
  return (
    <nav aria-label="Fil d'Ariane" className={cx(className, 'text-sm text-stone-600')}>
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className={link}>
            Accueil
          </Link>
        </li>
        {crumbs.map(({ label, to, current }, place) => (
          <li key={place} className={cx(current && 'min-w-0', 'flex items-center gap-1')}>
            <ChevronRight aria-hidden size={14} />
            {to ? (
              <Link to={to} className={link}>
                {label}
              </Link>
            ) : current ? (
              <span aria-current="page" className="truncate text-ink">
                {label}
              </span>
            ) : (
              <span>{label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
