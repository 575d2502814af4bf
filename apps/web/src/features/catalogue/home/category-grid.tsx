import { Link } from 'react-router';
import type { Category, Subcategory } from '@zina/shared/schemas/catalogue';
import { listingPath } from '@zina/shared/slug';
import { responsiveImage } from '../../../lib/responsive-image';
import { subcategoriesOf } from '../api/get-subcategories';

/** Each category opens the listing of its first subcategory (in name order). */
export const categoryLink = (category: Category, subs: readonly Subcategory[]) => {
  const first = subcategoriesOf(subs, category._id)[0];
  return first ? listingPath(category, first) : null;
};

const TILE =
  'group flex flex-col items-center gap-2 rounded-2xl p-2 text-center transition-colors hover:bg-white';

function Tile({ category }: { category: Category }) {
  return (
    <>
      <span className="block aspect-square w-full max-w-32 overflow-hidden rounded-full bg-sand-100 ring-1 ring-sand-200 transition-shadow group-hover:ring-2 group-hover:ring-brand-300">
        {category.image && (
          <img
            {...responsiveImage(category.image, '128px')}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
      </span>
      <span className="text-sm font-medium text-ink">{category.name}</span>
    </>
  );
}

export function CategoryGrid({
  categories,
  subcategories,
}: {
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
}) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-7">
      {categories.map((category) => {
        const to = categoryLink(category, subcategories);
        return (
          <li key={category._id}>
            {to ? (
              <Link to={to} className={TILE}>
                <Tile category={category} />
              </Link>
            ) : (
              <div className={TILE} title="Bientôt disponible">
                <Tile category={category} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 10 round tiles while the categories load (SPEC.md §9). */
export function CategoryGridSkeleton() {
  return (
    <div role="status" aria-label="Chargement des catégories…">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i} aria-hidden className="flex flex-col items-center gap-2 p-2">
            <span className="block aspect-square w-full max-w-32 animate-pulse rounded-full bg-sand-100" />
            <span className="h-4 w-16 animate-pulse rounded bg-sand-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
