import { useId, useRef } from 'react';
import { ChevronLeft, ChevronRight, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { Category } from '@zina/shared/schemas/catalogue';
import { Button } from '../../../components/button';
import { useProductsByCategory } from '../api/get-products-by-category';
import { canShowCard, ProductCard } from '../product-card';
import { ProductCardSkeleton } from '../product-card-skeleton';
import { useInView } from '../../../lib/use-in-view';

/** SPEC.md §9: an arrow moves a row by 200 px; 6 skeleton cards while a row loads. */
export const ROW_SCROLL_PX = 200;
const ROW_SKELETONS = 6;
const ITEM = 'w-40 shrink-0 sm:w-48 lg:w-52';
const ROW_SIZES = '(min-width: 1024px) 208px, (min-width: 640px) 192px, 160px';

const arrow =
  'hidden size-10 items-center justify-center rounded-full border border-sand-200 bg-white text-ink shadow-sm transition-colors hover:border-brand-300 hover:text-brand-800 sm:inline-flex';

export function CategoryRow({ category, to }: { category: Category; to: string | null }) {
  const titleId = useId();
  const listId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const [ref, near] = useInView<HTMLElement>();
  const { data, isPending, isError, refetch } = useProductsByCategory(category._id, near);
  const products = (data ?? []).filter(canShowCard);

  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * ROW_SCROLL_PX, behavior: 'smooth' });

  let body;
  if (isError) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-sand-100">
        <p className="text-stone-600">Impossible de charger les produits de cette catégorie.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Réessayer
        </Button>
      </div>
    );
  } else if (isPending) {
    body = (
      <div role="status" aria-label={`Chargement des produits : ${category.name}`}>
        <ul className="flex gap-3 overflow-hidden sm:gap-4">
          {Array.from({ length: ROW_SKELETONS }, (_, i) => (
            <li key={i} className={ITEM}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (products.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-1 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-sand-100">
        <PackageOpen aria-hidden size={32} className="mb-2 text-brand-300" />
        <p className="font-semibold text-ink">Aucun produit disponible</p>
        <p className="text-sm text-stone-600">Cette catégorie ne contient pas encore de produits</p>
      </div>
    );
  } else {
    body = (
      <ul
        id={listId}
        ref={scroller}
        aria-labelledby={titleId}
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:gap-4 sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {products.map((p) => (
          <li key={p._id} className={ITEM}>
            <ProductCard product={p} sizes={ROW_SIZES} />
          </li>
        ))}
      </ul>
    );
  }

  const showArrows = !isPending && !isError && products.length > 0;
  return (
    <section ref={ref} aria-labelledby={titleId} className="scroll-mt-24">
      <div className="mb-4 flex items-end justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl text-ink sm:text-3xl">
          {category.name}
        </h2>
        <div className="flex items-center gap-2">
          {to && (
            <Link
              to={to}
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 hover:underline"
            >
              Voir tout<span className="sr-only"> : {category.name}</span>
            </Link>
          )}
          {showArrows && (
            <>
              <button
                type="button"
                className={arrow}
                aria-controls={listId}
                aria-label={`Défiler vers la gauche : ${category.name}`}
                onClick={() => scroll(-1)}
              >
                <ChevronLeft aria-hidden size={20} />
              </button>
              <button
                type="button"
                className={arrow}
                aria-controls={listId}
                aria-label={`Défiler vers la droite : ${category.name}`}
                onClick={() => scroll(1)}
              >
                <ChevronRight aria-hidden size={20} />
              </button>
            </>
          )}
        </div>
      </div>
      {body}
    </section>
  );
}
