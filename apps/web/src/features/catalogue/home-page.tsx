import { lazy, Suspense, useEffect } from 'react';
import { RefreshCw, Store } from 'lucide-react';
import { Button } from '../../components/button';
import { useActiveBanners } from './api/get-active-banners';
import { useCategories } from './api/get-categories';
import { useSubcategories } from './api/get-subcategories';
import { BannerCarousel, BannerSkeleton } from './home/banner-carousel';
import { BenefitCards } from './home/benefit-cards';
import { CategoryGrid, CategoryGridSkeleton, categoryLink } from './home/category-grid';
import type { Category } from '@zina/shared/schemas/catalogue';
import { useInView } from '../../lib/use-in-view';

/**
 * A category's row of products, below the fold: its code loads when the shopper scrolls near it,
 * like its products (issue 50: a first visit downloads the first screen's code only).
 */
const CategoryRow = lazy(() =>
  import('./home/category-row').then((m) => ({ default: m.CategoryRow })),
);

/** The row's heading, holding its place until the row's code is there. */
function RowPlaceholder({ category }: { category: Category }) {
  return (
    <section aria-label={category.name} className="min-h-72">
      <h2 className="mb-4 font-display text-2xl text-ink sm:text-3xl">{category.name}</h2>
    </section>
  );
}

function RowWhenNear({ category, to }: { category: Category; to: string | null }) {
  const [ref, near] = useInView<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<RowPlaceholder category={category} />}>
          <CategoryRow category={category} to={to} />
        </Suspense>
      ) : (
        <RowPlaceholder category={category} />
      )}
    </div>
  );
}

/** The same title as the server's home page head. */
const HOME_TITLE = 'Zina — Accessoires de mode au Maroc';

function Banners() {
  const { data, isPending } = useActiveBanners();
  if (isPending) return <BannerSkeleton />;
  // A failed call leaves `data` undefined: the default banner then shows (SPEC.md §2).
  return <BannerCarousel banners={data ?? []} />;
}

function Collections() {
  const categories = useCategories();
  const subcategories = useSubcategories();

  if (categories.isPending) {
    return (
      <section aria-labelledby="collections-title" id="collections" className="scroll-mt-24">
        <h2 id="collections-title" className="mb-4 font-display text-2xl text-ink sm:text-3xl">
          Nos catégories
        </h2>
        <CategoryGridSkeleton />
      </section>
    );
  }

  const list = categories.data ?? [];
  if (list.length === 0) {
    return (
      <section
        id="collections"
        className="flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-sand-100"
      >
        <Store aria-hidden size={40} className="text-brand-300" />
        <h2 className="mt-4 font-display text-2xl text-ink">Collections en cours de préparation</h2>
        <p className="mt-2 max-w-sm text-sm text-stone-600">
          Nos nouveautés arrivent très bientôt. Revenez dans quelques instants.
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            void categories.refetch();
            void subcategories.refetch();
          }}
        >
          <RefreshCw aria-hidden size={18} />
          Actualiser
        </Button>
      </section>
    );
  }

  const subs = subcategories.data ?? [];
  return (
    <>
      <section aria-labelledby="collections-title" id="collections" className="scroll-mt-24">
        <h2 id="collections-title" className="mb-4 font-display text-2xl text-ink sm:text-3xl">
          Nos catégories
        </h2>
        <CategoryGrid categories={list} subcategories={subs} />
      </section>
      {list.map((category) => (
        <RowWhenNear key={category._id} category={category} to={categoryLink(category, subs)} />
      ))}
    </>
  );
}

/** SPEC.md §2 Home: banners, the four benefits, the categories and a row per category. */
export default function HomePage() {
  useEffect(() => {
    document.title = HOME_TITLE;
  }, []);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 pb-6 sm:gap-12 sm:px-6 sm:pt-6">
      <h1 className="sr-only">Zina, accessoires de mode au Maroc</h1>
      <Banners />
      <div className="flex flex-col gap-10 px-4 sm:gap-12 sm:px-0">
        <BenefitCards />
        <Collections />
      </div>
    </div>
  );
}
