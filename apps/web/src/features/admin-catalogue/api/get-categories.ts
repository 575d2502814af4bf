import { useQuery } from '@tanstack/react-query';
import type { Category } from '@zina/shared/schemas/catalogue';
import { ADMIN_KEY, fetchFresh } from './storefront-refresh';

export const adminCategoriesKey = [ADMIN_KEY, 'categories'] as const;

const byName = <T extends { name: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'fr'));

/** GET /api/category/get, asked of the server (not the browser's cache), in name order. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return byName((await fetchFresh<Category[]>('/api/category/get', signal)) ?? []);
}

export const useAdminCategories = () =>
  useQuery({ queryKey: adminCategoriesKey, queryFn: ({ signal }) => getCategories(signal) });
