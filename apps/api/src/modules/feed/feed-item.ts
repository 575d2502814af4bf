import { discountedPriceMad } from '@zina/shared/pricing';
import type { Product } from '@zina/shared/schemas/catalogue';
import { productPath } from '@zina/shared/slug';
import { absoluteUrl } from '../../lib/public-url';

export const FEED_BRAND = 'Zina';
/** Google's limits: 150 characters for a title, 5 000 for a description, 10 extra images. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const EXTRA_IMAGES_MAX = 10;

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** "199.00 MAD" */
  price: string;
  salePrice: string | null;
  brand: string;
  /** "Catégorie > Sous-catégorie" */
  productType: string;
}

const mad = (amount: number) => `${amount.toFixed(2)} MAD`;
const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/**
 * What both feeds say about a product, with every link absolute: its page on PUBLIC_URL, its
 * pictures where the uploads are served (`mediaUrl`: S3, a CDN or the shop, ADR 0018).
 */
export function feedItem(
  product: Product,
  publicUrl: string,
  mediaUrl: (stored: string) => string,
): FeedItem {
  const images = product.image.map(mediaUrl);
  const sale = product.discount > 0 ? discountedPriceMad(product.price, product.discount) : null;
  const brand = product.more_details.Marque?.trim() || FEED_BRAND;
  return {
    id: product._id,
    title: cut(product.name.trim(), TITLE_MAX),
    description: cut(product.description.trim() || product.name.trim(), DESCRIPTION_MAX),
    link: absoluteUrl(publicUrl, productPath(product)),
    imageLink: images[0] ?? '',
    additionalImageLinks: images.slice(1, 1 + EXTRA_IMAGES_MAX),
    inStock: product.stock > 0,
    price: mad(product.price),
    salePrice: sale !== null && sale < product.price ? mad(sale) : null,
    brand,
    productType: [product.category[0]?.name, product.subCategory[0]?.name]
      .filter(Boolean)
      .join(' > '),
  };
}
