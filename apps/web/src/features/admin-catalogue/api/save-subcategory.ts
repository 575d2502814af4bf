import {
  SubcategoryResponseSchema,
  type SubcategoryInputParsed,
} from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** What the form sends: the shared schema's parsed shape (trimmed, typed), as the API reads it. */
export type SubcategoryInput = SubcategoryInputParsed;

/** POST /api/subcategory/create, or PUT /api/subcategory/update with the `_id`. */
export async function saveSubcategory(input: SubcategoryInput & { _id?: string }): Promise<string> {
  const body = input._id
    ? await api.put(SubcategoryResponseSchema, '/api/subcategory/update', input)
    : await api.post(SubcategoryResponseSchema, '/api/subcategory/create', input);
  return body.message;
}
