import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { Button } from '../../components/button';
import { idFromSlug, listingPath } from '@zina/shared/slug';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCategories } from './api/get-categories';
import { useListing } from './api/get-listing';
import { subcategoriesOf, useSubcategories } from './api/get-subcategories';
import { Breadcrumb } from './breadcrumb';
import { flattenPages } from './api/product-page';
import { NoProducts } from './listing/no-products';
import { SubcategoryNav } from './listing/subcategory-nav';
import { ProductGrid } from './product-grid';
import { SortMenu, useSortParam } from './sort-menu';
import { countLabel } from './count-label';

/**
 * SPEC.md §2 listing at /{category-slug}-{id}/{subcategory-slug}-{id}. `notFound` is what an
 * address without ids shows (the router passes the 404 page): no call is made then.
 */
export default function ListingPage({ notFound }: { notFound?: ReactNode }) {
  const params = useParams();
  const categoryId = idFromSlug(params.category);
  const subCategoryId = idFromSlug(params.subcategory);
  const [sort, setSort] = useSortParam();
  const listing = useListing({ categoryId, subCategoryId, sort });
  const categories = useCategories();
  const subcategories = useSubcategories();
  const navigate = useNavigate();
  const location = useLocation();

  const sub = subcategories.data?.find((s) => s._id === subCategoryId);
  const category =
    categories.data?.find((c) => c._id === categoryId) ??
    sub?.category.find((c) => c._id === categoryId);
  const siblings = categoryId ? subcategoriesOf(subcategories.data ?? [], categoryId) : [];
  useDocumentTitle(sub?.name ?? null);

  // A renamed category or subcategory: the ids decide, the address is corrected.
  useEffect(() => {
    if (!category || !sub) return;
    const canonical = listingPath(category, sub);
    if (location.pathname !== canonical) {
      void navigate(`${canonical}${location.search}`, { replace: true, preventScrollReset: true });
    }
  }, [category, sub, location.pathname, location.search, navigate]);

  const missing =
    categoryId === null ||
    subCategoryId === null ||
    (listing.error instanceof ApiError && listing.error.status === 404);
  if (missing && notFound) return notFound;

  const products = flattenPages(listing.data);
  const total = listing.data?.pages[0]?.totalCount ?? 0;
  const empty = missing || (listing.isSuccess && products.length === 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb className="mb-3" crumbs={category ? [{ label: category.name }] : []} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl text-ink sm:text-4xl">
            {sub?.name ?? (subcategories.isPending ? '\u00a0' : 'Collection')}
          </h1>
          {/* The line is kept while the products load, so the grid does not move down. */}
          {(listing.isSuccess || (listing.isPending && !missing)) && (
            <p className="mt-1 text-sm text-stone-600" aria-live="polite">
              {listing.isSuccess ? countLabel(total) : '\u00a0'}
            </p>
          )}
        </div>
        {!empty && <SortMenu value={sort} onChange={setSort} />}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <div>
          {category && subCategoryId && (
            <SubcategoryNav
              category={category}
              subcategories={siblings}
              currentId={subCategoryId}
            />
          )}
        </div>
        <div>
          {listing.isError && !missing ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center ring-1 ring-sand-100"
            >
              <p className="text-stone-600">Impossible de charger les produits.</p>
              <Button variant="secondary" onClick={() => void listing.refetch()}>
                Réessayer
              </Button>
            </div>
          ) : empty ? (
            <NoProducts />
          ) : (
            <ProductGrid
              label={sub ? `Produits : ${sub.name}` : 'Produits'}
              products={products}
              isLoading={listing.isPending}
              skeletons={8}
              hasNextPage={listing.hasNextPage}
              isFetching={listing.isFetching}
              isFetchingNextPage={listing.isFetchingNextPage}
              fetchNextPage={listing.fetchNextPage}
            />
          )}
        </div>
      </div>
    </div>
  );
}
