import type { Product } from '@zina/shared/schemas/catalogue';
import { Button } from '../../components/button';
import { canShowCard, ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { useInfiniteScroll } from './use-infinite-scroll';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
/** Cards of the first row are above the fold on every width. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: Product[];
  /** First page still loading: skeletons instead of cards. */
  isLoading: boolean;
  skeletons: number;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  headingLevel?: 2 | 3;
  label: string;
}

/** A product grid that grows as the shopper scrolls (SPEC.md §9 infinite scroll). */
export function ProductGrid({
  products,
  isLoading,
  skeletons,
  hasNextPage,
  isFetching,
  isFetchingNextPage,
  fetchNextPage,
  headingLevel = 2,
  label,
}: ProductGridProps) {
  useInfiniteScroll({ hasNextPage, isFetching, fetchNextPage, itemCount: products.length });

  if (isLoading) {
    return (
      <div role="status" aria-label="Chargement des produits…">
        <ul className={GRID}>
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <>
      <ul className={GRID} aria-label={label}>
        {products.filter(canShowCard).map((p, i) => (
          <li key={p._id}>
            <ProductCard
              product={p}
              headingLevel={headingLevel}
              eager={i < EAGER_CARDS}
              // The server's head preloads this one's picture (catalogue/page-heads/pictures.ts on the server).
              priority={i === 0}
            />
          </li>
        ))}
        {isFetchingNextPage &&
          Array.from({ length: EAGER_CARDS }, (_, i) => (
            <li key={`more-${i}`}>
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      <div className="mt-8 flex justify-center" aria-live="polite">
        {isFetchingNextPage ? (
          <p role="status" className="text-sm text-stone-600">
            Chargement de la suite…
          </p>
        ) : (
          hasNextPage && (
            // For keyboards and screens too tall to scroll: the same next page on demand.
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Afficher plus de produits
            </Button>
          )
        )}
      </div>
    </>
  );
}
