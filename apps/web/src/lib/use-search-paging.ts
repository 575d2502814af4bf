import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** SPEC.md §9: the admin lists search 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Where a list keeps its search and page when they live outside the hook (the address). */
export interface PagingStore {
  search: string;
  page: number;
  /** Keeps a new search, and starts again at page 1. */
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
}

/**
 * A searchable, paged admin list: the typed text, the debounced search sent to the server and
 * the page. A new search starts again at page 1 (SPEC.md §4); the page is set while rendering,
 * so that the new search is one request, not one for the old page and one for page 1.
 *
 * With a `store` (the orders list keeps both in the address, so a reload or a shared link shows
 * the same list), the typed text starts from the stored search, and the debounced one is handed
 * to `store.setSearch`; the search and the page are then the stored ones.
 */
export function useSearchPaging(store?: PagingStore) {
  const [text, setText] = useState(store?.search ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [ownPage, setOwnPage] = useState(1);
  const [searched, setSearched] = useState(typed);
  if (!store && searched !== typed) {
    setSearched(typed);
    setOwnPage(1);
  }

  const storedSearch = store?.search;
  const keepSearch = store?.setSearch;
  useEffect(() => {
    if (keepSearch && typed !== storedSearch) keepSearch(typed);
  }, [typed, storedSearch, keepSearch]);

  const search = store ? store.search : typed;
  const page = store ? store.page : ownPage;
  const setPage = store ? store.setPage : setOwnPage;
  /** A deletion may empty the last page: step back to the new last one (the hook's own page). */
  const keepWithin = (totalPages: number, settledAnswer: boolean) => {
    if (settledAnswer && totalPages > 0 && page > totalPages) setPage(totalPages);
  };
  return { text, setText, search, page, setPage, keepWithin };
}
