import type { z } from 'zod';
import type { ProductResponseSchema } from '@zina/shared/schemas/catalogue';
import { idFromSlug } from '@zina/shared/slug';
import { cachedTextAnswer } from '../../../lib/shared-cache';
import type { CachedAnswer } from '../../../lib/read-cache';
import { AppError, notFound } from '../../../lib/errors';
import type { AppDeps } from '../../../lib/deps';
import { PRODUCT_NOT_FOUND, type ProductService } from './service';

/**
 * The product details answer (POST /api/product/get-product-details), from the catalogue cache:
 * the API and the product page's head share one entry, dropped when the product changes.
 */
export function productDetailsAnswer(
  deps: AppDeps,
  products: ProductService,
  id: string,
): Promise<CachedAnswer<z.output<typeof ProductResponseSchema>>> {
  return cachedTextAnswer(deps.catalogueCache, `product:details:${id}`, async () => ({
    body: `${DETAILS_HEAD}${await products.detailsJson(id)}}`,
    productIds: [id],
  }));
}

/** The answer's envelope (ProductResponseSchema) before the product's own JSON. */
const DETAILS_HEAD = `{"success":true,"error":false,"message":${JSON.stringify('Détails du produit')},"data":`;

/**
 * The same answer for a shared link's slug: as on the product page, the id after the last dash
 * decides, so a link made before a rename still finds the product.
 */
export function productBySlugAnswer(deps: AppDeps, products: ProductService, slug: string) {
  const id = idFromSlug(slug);
  if (!id) throw notFound(PRODUCT_NOT_FOUND);
  return productDetailsAnswer(deps, products, id);
}

/** The same answer, or null when the product does not exist (any more). */
export async function productDetailsIfAny(
  deps: AppDeps,
  products: ProductService,
  id: string,
): Promise<CachedAnswer<z.output<typeof ProductResponseSchema>> | null> {
  try {
    return await productDetailsAnswer(deps, products, id);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return null;
    throw error;
  }
}
