import {
  type ListingResponseSchema,
  type SearchResponseSchema,
  type ListingRequestSchema,
  type SearchRequestSchema,
} from '@zina/shared/schemas/catalogue';
import type { z } from 'zod';
import { cachedTextAnswer } from '../../../lib/shared-cache';
import type { CachedAnswer } from '../../../lib/read-cache';
import type { AppDeps } from '../../../lib/deps';
import type { ProductJsonPage } from '../core/product-view';
import type { ProductService } from './service';

/**
 * A listing page's answer (POST LISTING_PATH, or its misspelt alias) from the catalogue cache,
 * keyed on the parsed body: the API and the listing page's head share it. Its products' JSON comes
 * from the database (productJson); the envelope's keys follow ListingResponseSchema.
 */
export function listingAnswer(
  deps: AppDeps,
  products: ProductService,
  body: z.output<typeof ListingRequestSchema>,
): Promise<CachedAnswer<z.output<typeof ListingResponseSchema>>> {
  return cachedTextAnswer(
    deps.catalogueCache,
    `product:listing:${JSON.stringify(body)}`,
    async () => {
      const result = await products.listing(body);
      const counts = {
        page: result.page,
        totalCount: result.totalCount,
        totalNoPage: result.totalPages,
      };
      return {
        body: answerText('Liste des produits', result.data, counts),
        productIds: result.data.ids,
      };
    },
  );
}

/**
 * A search page's answer (POST /api/product/search-product), shared the same way. Its products'
 * JSON comes from the database (productJson); the envelope's keys follow SearchResponseSchema.
 */
export function searchAnswer(
  deps: AppDeps,
  products: ProductService,
  body: z.output<typeof SearchRequestSchema>,
): Promise<CachedAnswer<z.output<typeof SearchResponseSchema>>> {
  return cachedTextAnswer(
    deps.catalogueCache,
    `product:search:${JSON.stringify(body)}`,
    async () => {
      const result = await products.search(body);
      const counts = {
        page: result.page,
        totalPage: result.totalPages,
        totalCount: result.totalCount,
        ...(result.totalCapped ? { totalCapped: true } : {}),
      };
      return {
        body: answerText('Résultats de la recherche', result.data, counts),
        productIds: result.data.ids,
      };
    },
  );
}

/** A page's answer: the envelope, the products' JSON as it is, then the page's counts. */
const answerText = (message: string, products: ProductJsonPage, counts: object) =>
  `{"success":true,"error":false,"message":${JSON.stringify(message)},"data":${products.json},${JSON.stringify(counts).slice(1)}`;
