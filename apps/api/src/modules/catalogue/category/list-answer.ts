import { CategoryListResponseSchema } from '@zina/shared/schemas/catalogue';
import { cachedAnswer } from '../../../lib/shared-cache';
import type { AppDeps } from '../../../lib/deps';
import type { CategoryService } from './service';

/**
 * The categories' answer (GET /api/category/get) from the catalogue cache: the API and the page
 * heads that embed it (home, listings) share one entry.
 */
export const categoryListAnswer = (deps: AppDeps, categories: CategoryService) =>
  cachedAnswer(deps.catalogueCache, 'category:list', CategoryListResponseSchema, async () => ({
    success: true,
    error: false,
    message: 'Liste des catégories',
    data: await categories.list(),
  }));
