import { api } from '../../../api/http';

/** PATCH /api/banner/toggle-status/{id}: active ⇄ inactive. */
export async function toggleBanner(id: string): Promise<string> {
  return (await api.patch(`/api/banner/toggle-status/${encodeURIComponent(id)}`)).message;
}
