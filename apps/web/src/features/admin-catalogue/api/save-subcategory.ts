import { api } from '../../../api/http';

export interface SubcategoryInput {
  name: string;
  image: string;
  /** Category ids. */
  category: string[];
}

/** POST /api/subcategory/create, or PUT /api/subcategory/update with the `_id`. */
export async function saveSubcategory(input: SubcategoryInput & { _id?: string }): Promise<string> {
  const body = input._id
    ? await api.put('/api/subcategory/update', input)
    : await api.post('/api/subcategory/create', input);
  return body.message;
}
