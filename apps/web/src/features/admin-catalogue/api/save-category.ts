import type { z } from 'zod';
import { CategoryResponseSchema, type CategoryInputSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** What the form sends: the shared schema's parsed shape, as the API reads it. */
export type CategoryInput = z.output<typeof CategoryInputSchema>;

/** POST /api/category/add-category, or PUT /api/category/update with the `_id`. */
export async function saveCategory(input: CategoryInput & { _id?: string }): Promise<string> {
  const body = input._id
    ? await api.put(CategoryResponseSchema, '/api/category/update', input)
    : await api.post(CategoryResponseSchema, '/api/category/add-category', input);
  return body.message;
}
