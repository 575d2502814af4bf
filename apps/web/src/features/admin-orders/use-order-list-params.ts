import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZES } from '@zina/shared/constants';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@zina/shared/order-status';
import type { PagingStore } from '../../lib/use-search-paging';
import type { OrderFilters } from './api/admin-orders';

export const DEFAULT_ORDER_PAGE_SIZE = 10;

const oneOf = (value: string | null, allowed: readonly string[]) =>
  value !== null && allowed.includes(value) ? value : '';

/**
 * The list's filters, page and page size live in the address (a reload or a shared link shows the
 * same list); values the server would refuse are ignored.
 */
export function useOrderListParams() {
  const [params, setParams] = useSearchParams();
  const filters: OrderFilters = {
    status: oneOf(params.get('status'), ORDER_STATUSES),
    payment_status: oneOf(params.get('payment_status'), PAYMENT_STATUSES),
    search: (params.get('search') ?? '').trim(),
  };
  const limitParam = Number(params.get('limit'));
  const limit = (ORDER_PAGE_SIZES as readonly number[]).includes(limitParam)
    ? limitParam
    : DEFAULT_ORDER_PAGE_SIZE;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  /** Sets some values; any change but the page itself starts again at page 1. */
  const update = useCallback(
    (
      changes: Partial<Record<'status' | 'payment_status' | 'search' | 'limit' | 'page', string>>,
    ) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** The list's search and page, for useSearchPaging. */
  const paging: PagingStore = {
    search: filters.search,
    page,
    setSearch: useCallback((search: string) => update({ search }), [update]),
    setPage: useCallback((n: number) => update({ page: String(n) }), [update]),
  };

  return { filters, limit, paging, update };
}
