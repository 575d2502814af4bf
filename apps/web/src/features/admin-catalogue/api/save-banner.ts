import { api } from '../../../api/http';

/** Every banner field of SPEC.md §3 an admin edits. */
export interface BannerInput {
  title: string;
  subtitle: string;
  description: string;
  tag: string;
  imageDesktop: string;
  imageMobile: string;
  buttonText: string;
  buttonLink: string;
  secondaryButtonText: string;
  secondaryButtonLink: string;
  order: number;
  isActive: boolean;
}

/** POST /api/banner/create, or PUT /api/banner/update with the `_id`. */
export async function saveBanner(input: BannerInput & { _id?: string }): Promise<string> {
  const body = input._id
    ? await api.put('/api/banner/update', input)
    : await api.post('/api/banner/create', input);
  return body.message;
}
