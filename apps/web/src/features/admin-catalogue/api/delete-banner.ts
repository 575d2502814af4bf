import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** DELETE /api/banner/delete/{id}. */
export async function deleteBanner(id: string): Promise<string> {
  const path = `/api/banner/delete/${encodeURIComponent(id)}`;
  return (await api.delete(MessageResponseSchema, path)).message;
}
