import { SubcategoryListResponseSchema } from '@zina/shared/schemas/catalogue';
import { cachedAnswer } from '../../../lib/shared-cache';
import type { AppDeps } from '../../../lib/deps';
import type { SubcategoryService } from './service';

/**
 * The subcategories' answer (POST /api/subcategory/get) from the catalogue cache: the API and
 * the page heads that embed it (home, listings) share one entry.
 */
export const subcategoryListAnswer = (deps: AppDeps, subcategories: SubcategoryService) =>
  cachedAnswer(
    deps.catalogueCache,
    'subcategory:list',
    SubcategoryListResponseSchema,
    async () => ({
      success: true,
      error: false,
      message: 'Liste des sous-catégories',
      data: await subcategories.list(),
    }),
  );
