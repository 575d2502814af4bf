import { discountedPriceMad } from '@zina/shared/pricing';
import { HOME_PATH, productSlugIn } from '@zina/shared/page-paths';
import type { Product } from '@zina/shared/schemas/catalogue';
import { idFromSlug, listingPath, productPath } from '@zina/shared/slug';
import type { AppDeps } from '../../../lib/deps';
import { absoluteUrl } from '../../../lib/public-url';
import type { PageMeta, PageMetaResolver } from '../../../lib/spa';
import { productDetailsIfAny } from '../product/details';
import { productService } from '../product/service';
import { breadcrumb, dataOf, PROMISE, ROUTE_MODULES, SHOP, summary } from './head-parts';
import { SIZES, type PagePictures } from './pictures';

/** A product's title, description, Open Graph image and JSON-LD Product with its breadcrumb. */
export function productMeta(product: Product, publicUrl: string): PageMeta {
  const path = productPath(product);
  const url = absoluteUrl(publicUrl, path);
  const images = product.image.map((i) => absoluteUrl(publicUrl, i));
  const category = product.category[0];
  const sub = product.subCategory[0];
  const trail: Array<{ name: string; path: string }> = [{ name: 'Accueil', path: HOME_PATH }];
  if (category && sub) trail.push({ name: sub.name, path: listingPath(category, sub) });
  trail.push({ name: product.name, path });
  const description = summary(
    product.description || `${product.name} : découvrez-le sur ${SHOP}. ${PROMISE}`,
  );
  return {
    title: `${product.name} | ${SHOP}`,
    description,
    canonical: path,
    image: images[0],
    type: 'product',
    modules: [ROUTE_MODULES.product],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        image: images,
        sku: product._id,
        url,
        brand: { '@type': 'Brand', name: SHOP },
        ...(category ? { category: category.name } : {}),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'MAD',
          price: discountedPriceMad(product.price, product.discount).toFixed(2),
          availability:
            product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
      breadcrumb(publicUrl, trail),
    ],
  };
}

/** `/product/<slug>`: the product's head, its main picture and its details answer embedded. */
export function productHead(deps: AppDeps, pictures: PagePictures): PageMetaResolver {
  const products = productService(deps);
  return async (path) => {
    const slug = productSlugIn(path);
    if (!slug) return null;
    const id = idFromSlug(slug);
    const answer = id ? await productDetailsIfAny(deps, products, id) : null;
    if (!id || !answer) return { title: `Produit non trouvé | ${SHOP}`, status: 404 };
    const product = dataOf<Product>(answer);
    const image = product.image[0];
    return {
      ...productMeta(product, deps.config.publicUrl),
      preloadImages: image ? [pictures.picture(image, SIZES.gallery)] : [],
      // The body the storefront sends (get-product-details.ts).
      answers: [
        {
          method: 'POST',
          path: '/api/product/get-product-details',
          body: { productId: id },
          json: answer.body,
        },
      ],
    };
  };
}
