import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';
import { sortByName } from './by-name';

/** Shared with the admin screens, which invalidate it after a change. */
export const categoriesKey = ['category', 'list'] as const;

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get(catalogueAnswer('CategoryListResponseSchema'), '/api/category/get', {
    signal,
  });
  return sortByName(body.data);
}

/** Fetched once per visit (SPEC.md §4 App start), then read from the cache. */
export const categoriesQuery = queryOptions({
  queryKey: categoriesKey,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useCategories = () => useQuery(categoriesQuery);
