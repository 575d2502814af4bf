import { useEffect, useState } from 'react';

/**
 * SPEC.md §2: the term is the query string without its first 3 characters ('?q='), decoded.
 * Any other query string falls back to its `q` parameter.
 */
export function searchTermOf(search: string): string {
  if (!search.startsWith('?q=')) return new URLSearchParams(search).get('q') ?? '';
  const raw = search.slice(3).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The value once it has stopped changing for `ms` (one call per pause in typing). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
