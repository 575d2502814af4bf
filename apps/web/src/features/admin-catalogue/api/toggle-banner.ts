import { BannerResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** PATCH /api/banner/toggle-status/{id}: active ⇄ inactive. */
export async function toggleBanner(id: string): Promise<string> {
  const path = `/api/banner/toggle-status/${encodeURIComponent(id)}`;
  return (await api.patch(BannerResponseSchema, path)).message;
}
