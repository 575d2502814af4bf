import { ApiError } from '../../../api/client';
import { api } from '../../../api/http';

/** PUT /api/user/upload-avatar: multipart, the file in the `avatar` field; answers data.avatar. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const body = await api.put<{ avatar: string }>('/api/user/upload-avatar', form);
  if (!body.data?.avatar) throw new ApiError('http', body.message, 200, body.message || null);
  return body.data.avatar;
}
