import { useQuery } from '@tanstack/react-query';
import type { Subcategory } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { ADMIN_KEY } from './storefront-refresh';

export const adminSubcategoriesKey = [ADMIN_KEY, 'subcategories'] as const;

/** SPEC.md §3: `category` may arrive as a list, a single string, or not at all. */
export type SubcategoryRow = Omit<Subcategory, 'category'> & {
  category?: Subcategory['category'] | string | null;
};

/** POST /api/subcategory/get, in name order (SPEC.md §4). */
export async function getSubcategories(signal?: AbortSignal): Promise<SubcategoryRow[]> {
  const body = await api.post<SubcategoryRow[]>('/api/subcategory/get', undefined, { signal });
  return [...(body.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

export const useAdminSubcategories = () =>
  useQuery({ queryKey: adminSubcategoriesKey, queryFn: ({ signal }) => getSubcategories(signal) });
