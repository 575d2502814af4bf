import { api } from '../../../api/http';

export interface CategoryInput {
  name: string;
  image: string;
}

/** POST /api/category/add-category, or PUT /api/category/update with the `_id`. */
export async function saveCategory(input: CategoryInput & { _id?: string }): Promise<string> {
  const body = input._id
    ? await api.put('/api/category/update', input)
    : await api.post('/api/category/add-category', input);
  return body.message;
}
