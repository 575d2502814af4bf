import { BannerListResponseSchema } from '@zina/shared/schemas/catalogue';
import { cachedAnswer } from '../../../lib/shared-cache';
import type { AppDeps } from '../../../lib/deps';
import type { BannerService } from './service';

/**
 * The carousel's answer (GET /api/banner/active) from the catalogue cache: the API and the home
 * page's head (which preloads the first banner's picture) share one entry.
 */
export const activeBannersAnswer = (deps: AppDeps, banners: BannerService) =>
  cachedAnswer(deps.catalogueCache, 'banner:active', BannerListResponseSchema, async () => ({
    success: true,
    error: false,
    message: 'Bannières actives',
    data: await banners.active(),
  }));
