import { discountedPriceMad } from '@zina/shared/pricing';
import type { Product } from '@zina/shared/schemas/catalogue';
import { idFromSlug, listingPath, productPath } from '@zina/shared/slug';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { PageMeta, PageMetaResolver } from '../../lib/spa';
import { categoryService } from '../category/service';
import { subcategoryService } from '../subcategory/service';
import { productDetailsAnswer } from './details';
import { productService } from './service';

const SHOP = 'Zina';
const HOME_TITLE = 'Zina — Accessoires de mode au Maroc';
const HOME_DESCRIPTION =
  'Sacs, bijoux, montres, ceintures et lunettes pour femme et homme. Livraison gratuite en 24h, paiement à la livraison partout au Maroc.';
const PROMISE = 'Livraison gratuite en 24h, paiement à la livraison partout au Maroc.';

/** One line of at most `max` characters, cut on a word. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

function breadcrumb(publicUrl: string, items: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: publicUrl + item.path,
    })),
  };
}

function productMeta(product: Product, publicUrl: string): PageMeta {
  const path = productPath(product);
  const url = publicUrl + path;
  const images = product.image.map((i) => absolute(publicUrl, i));
  const category = product.category[0];
  const sub = product.subCategory[0];
  const trail = [{ name: 'Accueil', path: '/' }];
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

/**
 * The head of the storefront's pages as the server sends it (issue 4 item 8): shared links
 * and search engines see the product's name, price and availability without JavaScript.
 */
export function productPageMetaResolvers(deps: AppDeps): PageMetaResolver[] {
  const { publicUrl } = deps.config;
  const products = productService(deps);
  const categories = categoryService(deps);
  const subcategories = subcategoryService(deps);

  async function cachedProduct(id: string): Promise<Product | null> {
    try {
      const answer = await productDetailsAnswer(deps, products, id);
      return (JSON.parse(answer.body) as { data: Product }).data;
    } catch (error) {
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return null;
      throw error;
    }
  }

  const productPage: PageMetaResolver = async (path) => {
    const match = /^\/product\/([^/]+)\/?$/.exec(path);
    if (!match) return null;
    const id = idFromSlug(match[1]);
    const product = id ? await cachedProduct(id) : null;
    if (!product) return { title: `Produit non trouvé | ${SHOP}`, status: 404 };
    return productMeta(product, publicUrl);
  };

  const listingPage: PageMetaResolver = async (path) => {
    const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(path);
    const categoryId = idFromSlug(match?.[1]);
    const subId = idFromSlug(match?.[2]);
    if (!categoryId || !subId) return null;
    const [category, sub] = await Promise.all([
      categories.find(categoryId),
      subcategories.find(subId),
    ]);
    if (!category || !sub) return { title: `Page non trouvée | ${SHOP}`, status: 404 };
    const canonical = listingPath(category, sub);
    return {
      title: `${sub.name} — ${category.name} | ${SHOP}`,
      description: summary(
        `${sub.name} (${category.name}) : découvrez notre sélection sur ${SHOP}. ${PROMISE}`,
      ),
      canonical,
      image: sub.image || category.image || undefined,
      jsonLd: [
        breadcrumb(publicUrl, [
          { name: 'Accueil', path: '/' },
          { name: `${category.name} — ${sub.name}`, path: canonical },
        ]),
      ],
    };
  };

  const homePage: PageMetaResolver = async (path) => {
    if (path !== '/') return null;
    return {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      canonical: '/',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SHOP,
          url: `${publicUrl}/`,
          logo: `${publicUrl}/favicon.svg`,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SHOP,
          url: `${publicUrl}/`,
          inLanguage: 'fr-MA',
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${publicUrl}/search?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  };

  return [productPage, listingPage, homePage];
}
