import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { SubcategorySchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';
import { ADMIN_KEY } from './storefront-refresh';

export const adminSubcategoriesKey = [ADMIN_KEY, 'subcategories'] as const;

/**
 * SPEC.md §3: `category` may arrive as a list, a single string, or not at all. The shared schema
 * answers lists only now; this page still reads the older shapes, so its check allows them.
 */
const SubcategoryRowSchema = SubcategorySchema.extend({
  category: SubcategorySchema.shape.category.or(z.string()).nullish(),
});
export type SubcategoryRow = z.infer<typeof SubcategoryRowSchema>;

const RowsAnswerSchema = apiResponse(z.array(SubcategoryRowSchema));

/** POST /api/subcategory/get, in name order (SPEC.md §4). */
export async function getSubcategories(signal?: AbortSignal): Promise<SubcategoryRow[]> {
  const body = await api.post(RowsAnswerSchema, '/api/subcategory/get', undefined, { signal });
  return [...body.data].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

export const useAdminSubcategories = () =>
  useQuery({ queryKey: adminSubcategoriesKey, queryFn: ({ signal }) => getSubcategories(signal) });
