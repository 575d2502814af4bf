import { apiResponse } from '@zina/shared/api-response';
import { AvatarSchema } from '@zina/shared/schemas/user';
import { api } from '../../../api/http';

const AvatarAnswerSchema = apiResponse(AvatarSchema);

/** PUT /api/user/upload-avatar: multipart, the file in the `avatar` field; answers data.avatar. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  return (await api.put(AvatarAnswerSchema, '/api/user/upload-avatar', form)).data.avatar;
}
