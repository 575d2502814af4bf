import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Category, Subcategory } from '@zina/shared/schemas/catalogue';
import { listingPath } from '@zina/shared/slug';
import { cx } from '../../../lib/cx';

/** SPEC.md §2 listing sidebar: the subcategories of the same category, each to its listing. */
export function SubcategoryNav({
  category,
  subcategories,
  currentId,
}: {
  category: Pick<Category, '_id' | 'name'>;
  subcategories: readonly Subcategory[];
  currentId: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the chips scroll sideways: bring the current one into sight (the page stays put).
  useEffect(() => {
    const el = list.current;
    const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && link && el.scrollWidth > el.clientWidth) {
      el.scrollLeft = link.offsetLeft - (el.clientWidth - link.offsetWidth) / 2;
    }
  }, [currentId, subcategories.length]);

  if (subcategories.length === 0) return null;
  return (
    <nav aria-labelledby="subcategory-nav-title" className="md:sticky md:top-24">
      <h2
        id="subcategory-nav-title"
        className="mb-2 text-xs font-semibold tracking-widest text-stone-600 uppercase"
      >
        {category.name}
      </h2>
      {/* A row of chips on a phone, a column beside the grid from 768 px. */}
      <ul
        ref={list}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0"
      >
        {subcategories.map((sub) => {
          const current = sub._id === currentId;
          return (
            <li key={sub._id} className="shrink-0">
              <Link
                to={listingPath(category, sub)}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'flex min-h-11 items-center rounded-full px-4 text-sm whitespace-nowrap transition-colors md:rounded-xl',
                  current
                    ? 'bg-brand-800 font-semibold text-white'
                    : 'bg-white text-stone-700 ring-1 ring-sand-200 hover:text-brand-800 md:bg-transparent md:ring-0 md:hover:bg-white',
                )}
              >
                {sub.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
