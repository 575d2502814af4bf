import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import { PageSpinner } from './page-spinner';

/** What QueryContent reads of a query (TanStack's result has it). */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A page's part that shows a query's answer: the spinner while it loads, the failure with a
 * retry, `empty` when `isEmpty`, else `children`.
 */
export function QueryContent({
  query,
  isEmpty = false,
  empty,
  failure = 'card',
  children,
}: {
  query: QueryStatus;
  isEmpty?: boolean;
  empty?: ReactNode;
  failure?: 'card' | 'alert';
  children: ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} look={failure} />;
  return isEmpty ? empty : children;
}
