import { ProductResponseSchema } from '@zina/shared/schemas/catalogue';
import { cachedAnswer } from '../../lib/catalogue-cache';
import type { AppDeps } from '../../lib/deps';
import type { ProductService } from './service';

/**
 * The product details answer (POST /api/product/get-product-details), from the catalogue cache:
 * the API and the product page's head share one entry, dropped when the product changes.
 */
export function productDetailsAnswer(deps: AppDeps, products: ProductService, id: string) {
  return cachedAnswer(
    deps.catalogueCache,
    `product:details:${id}`,
    ProductResponseSchema,
    async () => ({
      success: true,
      error: false,
      message: 'Détails du produit',
      data: await products.details(id),
    }),
    (answer) => [answer.data._id],
  );
}
