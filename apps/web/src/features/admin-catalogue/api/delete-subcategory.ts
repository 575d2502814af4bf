import { api } from '../../../api/http';

/** DELETE /api/subcategory/delete with the row's `_id`. */
export async function deleteSubcategory(_id: string): Promise<string> {
  return (await api.delete('/api/subcategory/delete', { _id })).message;
}
