import { api } from '../../../api/http';

/** DELETE /api/banner/delete/{id}. */
export async function deleteBanner(id: string): Promise<string> {
  return (await api.delete(`/api/banner/delete/${encodeURIComponent(id)}`)).message;
}
