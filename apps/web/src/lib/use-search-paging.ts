import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** SPEC.md §9: the admin lists search 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A searchable, paged admin list: the typed text, the debounced search sent to the server and
 * the page. A new search starts again at page 1 (SPEC.md §4); the page is set while rendering,
 * so that the new search is one request, not one for the old page and one for page 1.
 */
export function useSearchPaging() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  /** A deletion may empty the last page: step back to the new last one. */
  const keepWithin = (totalPages: number, settledAnswer: boolean) => {
    if (settledAnswer && totalPages > 0 && page > totalPages) setPage(totalPages);
  };
  return { text, setText, search, page, setPage, keepWithin };
}
