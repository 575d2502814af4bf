import { BannerResponseSchema, type BannerInputParsed } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** What the form sends: the shared schema's parsed shape (trimmed, typed), as the API reads it. */
export type BannerInput = BannerInputParsed;

/** POST /api/banner/create, or PUT /api/banner/update with the `_id`. */
export async function saveBanner(input: BannerInput & { _id?: string }): Promise<string> {
  const body = input._id
    ? await api.put(BannerResponseSchema, '/api/banner/update', input)
    : await api.post(BannerResponseSchema, '/api/banner/create', input);
  return body.message;
}
