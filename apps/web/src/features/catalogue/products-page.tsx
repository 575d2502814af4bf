import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAllProducts } from './api/get-products';
import { flattenPages } from './api/product-page';
import { countLabel } from './count-label';
import { ProductGrid } from './product-grid';
import { SortMenu, useSortParam } from './sort-menu';

/** /products: the whole catalogue with the listing's sort menu (the default banner's link). */
export default function ProductsPage() {
  useDocumentTitle('Tous nos produits');
  const [sort, setSort] = useSortParam();
  const query = useAllProducts(sort);
  const products = flattenPages(query.data);
  const total = query.data?.pages[0]?.totalCount ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl text-ink sm:text-4xl">Tous nos produits</h1>
          {query.isSuccess && (
            <p className="mt-1 text-sm text-stone-600" aria-live="polite">
              {countLabel(total)}
            </p>
          )}
        </div>
        <SortMenu value={sort} onChange={setSort} />
      </div>
      {query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-14 text-center">
          <p className="text-stone-600">Impossible de charger les produits.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : query.isSuccess && products.length === 0 ? (
        <p className="py-14 text-center font-display text-2xl text-ink">Aucun produit trouvé</p>
      ) : (
        <ProductGrid
          label="Tous nos produits"
          products={products}
          isLoading={query.isPending}
          skeletons={12}
          hasNextPage={query.hasNextPage}
          isFetching={query.isFetching}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </div>
  );
}
