import {
  ListingResponseSchema,
  SearchResponseSchema,
  type ListingRequestSchema,
  type SearchRequestSchema,
} from '@zina/shared/schemas/catalogue';
import type { z } from 'zod';
import { cachedAnswer } from '../../../lib/shared-cache';
import type { AppDeps } from '../../../lib/deps';
import type { ProductService } from './service';

const idsOfPage = (answer: { data: Array<{ _id: string }> }) => answer.data.map((p) => p._id);

/**
 * A listing page's answer (POST LISTING_PATH, or its misspelt alias) from the catalogue cache, keyed on the parsed body: the API and the listing page's head share it.
 */
export function listingAnswer(
  deps: AppDeps,
  products: ProductService,
  body: z.output<typeof ListingRequestSchema>,
) {
  return cachedAnswer(
    deps.catalogueCache,
    `product:listing:${JSON.stringify(body)}`,
    ListingResponseSchema,
    async () => {
      const result = await products.listing(body);
      return {
        success: true,
        error: false,
        message: 'Liste des produits',
        data: result.data,
        page: result.page,
        totalCount: result.totalCount,
        totalNoPage: result.totalPages,
      };
    },
    { productIds: idsOfPage },
  );
}

/** A search page's answer (POST /api/product/search-product), shared the same way. */
export function searchAnswer(
  deps: AppDeps,
  products: ProductService,
  body: z.output<typeof SearchRequestSchema>,
) {
  return cachedAnswer(
    deps.catalogueCache,
    `product:search:${JSON.stringify(body)}`,
    SearchResponseSchema,
    async () => {
      const result = await products.search(body);
      return {
        success: true,
        error: false,
        message: 'Résultats de la recherche',
        data: result.data,
        page: result.page,
        totalPage: result.totalPages,
        totalCount: result.totalCount,
        ...(result.totalCapped ? { totalCapped: true } : {}),
      };
    },
    { productIds: idsOfPage },
  );
}
