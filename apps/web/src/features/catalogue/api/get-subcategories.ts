import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subcategory } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { catalogueAnswer } from './answers';
import { sortByName } from './by-name';

/** Shared with the admin screens, which invalidate it after a change. */
export const subcategoriesKey = ['subcategory', 'list'] as const;

export async function getSubcategories(signal?: AbortSignal): Promise<Subcategory[]> {
  const path = '/api/subcategory/get';
  const body = await api.post(catalogueAnswer('SubcategoryListResponseSchema'), path, undefined, {
    signal,
  });
  return sortByName(body.data);
}

/** Fetched once per visit (SPEC.md §4 App start), then read from the cache. */
export const subcategoriesQuery = queryOptions({
  queryKey: subcategoriesKey,
  queryFn: ({ signal }) => getSubcategories(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useSubcategories = () => useQuery(subcategoriesQuery);

/** The subcategories of one category, in name order (SPEC.md §3: `category` may be missing). */
export const subcategoriesOf = (subs: readonly Subcategory[], categoryId: string) =>
  subs.filter((s) => Array.isArray(s.category) && s.category.some((c) => c._id === categoryId));
