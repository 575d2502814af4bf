import { SearchX } from 'lucide-react';
import { useLocation } from 'react-router';
import { SEARCH_EXAMPLES } from '@zina/shared/constants';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { flattenPages } from './api/product-page';
import { useSearchProducts } from './api/search-products';
import { countLabel } from './count-label';
import { ProductGrid } from './product-grid';
import { searchTermOf } from '@zina/shared/search-term';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Each keystroke changes the address; the call waits for a short pause in typing. */
const TYPING_PAUSE_MS = 250;

/** SPEC.md §2 Search results at /search?q=: an infinite list, 'No Data found' when empty. */
export default function SearchPage() {
  const { search } = useLocation();
  const typed = searchTermOf(search).trim();
  const term = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const query = useSearchProducts(term);
  const products = flattenPages(query.data);
  const total = query.data?.pages[0]?.totalCount ?? 0;
  const moreThanTotal = query.data?.pages[0]?.totalCapped ?? false;
  useDocumentTitle(typed ? `Recherche : ${typed}` : 'Recherche');

  let content;
  if (!term) {
    content = (
      <p className="py-10 text-center text-stone-600">
        Saisissez un mot dans la barre de recherche, par exemple{' '}
        {SEARCH_EXAMPLES.slice(0, 4).join(', ')}…
      </p>
    );
  } else if (query.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 py-14 text-center">
        <p className="text-stone-600">La recherche n’a pas abouti.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  } else if (query.isSuccess && !query.isPlaceholderData && products.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 py-14 text-center">
        <SearchX aria-hidden size={40} className="text-brand-300" />
        <p className="font-display text-2xl text-ink">No Data found</p>
        <p className="text-sm text-stone-600">Essayez un autre mot ou une orthographe voisine.</p>
      </div>
    );
  } else {
    content = (
      <ProductGrid
        label={`Résultats pour ${term}`}
        products={products}
        isLoading={query.isPending}
        skeletons={10}
        hasNextPage={query.hasNextPage}
        isFetching={query.isFetching}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-6">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">
          {typed ? `Résultats pour « ${typed} »` : 'Recherche'}
        </h1>
        {/* The line is kept while results load, so the grid does not move down. */}
        {term && (query.isSuccess || query.isPending) && (
          <p className="mt-1 text-sm text-stone-600" aria-live="polite">
            {query.isSuccess && !query.isPlaceholderData
              ? `${moreThanTotal ? 'Plus de ' : ''}${countLabel(total)}`
              : '\u00a0'}
          </p>
        )}
      </div>
      {content}
    </div>
  );
}
