import { MOBILE_BREAKPOINT } from '@zina/shared/constants';
import { discountedPriceMad } from '@zina/shared/pricing';
import {
  LISTING_PATH,
  ListingRequestSchema,
  SearchRequestSchema,
  type Banner,
  type Product,
} from '@zina/shared/schemas/catalogue';
import { idFromSlug, listingPath, productPath } from '@zina/shared/slug';
import type { FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../../../lib/read-cache';
import type { AppDeps } from '../../../lib/deps';
import { srcsetOf } from '../../../lib/images';
import { absoluteUrl } from '../../../lib/public-url';
import {
  NOT_FOUND_PAGE,
  type PageAnswer,
  type PageMeta,
  type PageMetaResolver,
  type PreloadImage,
} from '../../../lib/spa';
import { activeBannersAnswer } from '../banner/active';
import { bannerService } from '../banner/service';
import { categoryListAnswer } from '../category/list-answer';
import { categoryService } from '../category/service';
import { subcategoryListAnswer } from '../subcategory/list-answer';
import { subcategoryService } from '../subcategory/service';
import { productDetailsIfAny } from './details';
import { listingAnswer, searchAnswer } from './page-answers';
import { productService } from './service';

const SHOP = 'Zina';
const HOME_TITLE = 'Zina — Accessoires de mode au Maroc';
const HOME_DESCRIPTION =
  'Sacs, bijoux, montres, ceintures et lunettes pour femme et homme. Livraison gratuite en 24h, paiement à la livraison partout au Maroc.';
const PROMISE = 'Livraison gratuite en 24h, paiement à la livraison partout au Maroc.';

/**
 * The storefront's lazy route of each page (keys of Vite's manifest): its code is preloaded from
 * the head instead of being asked for once the main script has run.
 */
const ROUTE_MODULES = {
  home: 'src/features/catalogue/home-page.tsx',
  listing: 'src/features/catalogue/listing-page.tsx',
  product: 'src/features/catalogue/product-page.tsx',
  search: 'src/features/catalogue/search-page.tsx',
} as const;
export const PAGE_ROUTE_MODULES: readonly string[] = Object.values(ROUTE_MODULES);

/**
 * The `sizes` of each page's largest picture, as the storefront writes them (gallery.tsx,
 * product-card.tsx, banner-slide.tsx): the preload must pick the file the <img> picks.
 */
const SIZES = {
  gallery: '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw',
  grid: '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw',
  bannerDesktop: '(min-width: 1200px) 1152px, 100vw',
  bannerMobile: '100vw',
};

/** One line of at most `max` characters, cut on a word. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

function breadcrumb(publicUrl: string, items: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(publicUrl, item.path),
    })),
  };
}

const parse = <T>(answer: CachedAnswer) => (JSON.parse(answer.body) as { data: T }).data;

/** The search term as the storefront reads it (search-term.ts, SPEC.md §2), trimmed. */
function searchTermOf(url: string): string {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  if (!search.startsWith('?q=')) return (new URLSearchParams(search).get('q') ?? '').trim();
  const raw = search.slice(3).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

type Hints = Pick<PageMeta, 'preloadImages' | 'answers'>;

/**
 * Preloads and embedded answers only speed the page up: a failure to compute them leaves the
 * page to make its own calls, never breaks it.
 */
async function hints(request: FastifyRequest, compute: () => Promise<Hints>): Promise<Hints> {
  try {
    return await compute();
  } catch (error) {
    request.log.warn({ err: error }, 'page head: no preload');
    return {};
  }
}

function productMeta(product: Product, publicUrl: string): PageMeta {
  const path = productPath(product);
  const url = absoluteUrl(publicUrl, path);
  const images = product.image.map((i) => absoluteUrl(publicUrl, i));
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

/**
 * The head of the storefront's pages as the server sends it (issue 4 item 8): shared links
 * and search engines see the product's name, price and availability without JavaScript.
 */
export function productPageMetaResolvers(deps: AppDeps): PageMetaResolver[] {
  const { publicUrl } = deps.config;
  const products = productService(deps);
  const categories = categoryService(deps);
  const subcategories = subcategoryService(deps);
  const banners = bannerService(deps);

  /** The preload of a picture shown with `responsiveImage(url, sizes)` (or a <source>). */
  function picture(url: string, sizes: string, media?: string): PreloadImage {
    const srcset = srcsetOf(url, deps.storage)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
    return srcset ? { href: url, srcset, sizes, media } : { href: url, media };
  }

  /** The first banner of the carousel, as its <picture> chooses between its two images. */
  function bannerPictures(banner: Banner | undefined): PreloadImage[] {
    const desktop = banner?.imageDesktop;
    const mobile = banner?.imageMobile || desktop;
    if (!mobile) return [];
    if (!desktop) return [picture(mobile, SIZES.bannerMobile)];
    return [
      picture(desktop, SIZES.bannerDesktop, `(min-width: ${MOBILE_BREAKPOINT}px)`),
      picture(mobile, SIZES.bannerMobile, `not all and (min-width: ${MOBILE_BREAKPOINT}px)`),
    ];
  }

  /** The category and subcategory lists the home page and listings read first (their API's). */
  const catalogueLists = async (): Promise<PageAnswer[]> => {
    const [categoryList, subcategoryList] = await Promise.all([
      categoryListAnswer(deps, categories),
      subcategoryListAnswer(deps, subcategories),
    ]);
    return [
      { method: 'GET', path: '/api/category/get', json: categoryList.body },
      // The storefront sends no body (get-subcategories.ts).
      { method: 'POST', path: '/api/subcategory/get', json: subcategoryList.body },
    ];
  };

  /**
   * A grid's first page, embedded, and its first card's picture (above the fold on every
   * width: the page's largest).
   */
  const grid = (answer: CachedAnswer, call: Omit<PageAnswer, 'json'>): Hints => {
    const image = parse<Product[]>(answer)[0]?.image[0];
    return {
      preloadImages: image ? [picture(image, SIZES.grid)] : [],
      answers: [{ ...call, json: answer.body }],
    };
  };

  const productPage: PageMetaResolver = async (path) => {
    const match = /^\/product\/([^/]+)\/?$/.exec(path);
    if (!match) return null;
    const id = idFromSlug(match[1]);
    const answer = id ? await productDetailsIfAny(deps, products, id) : null;
    if (!id || !answer) return { title: `Produit non trouvé | ${SHOP}`, status: 404 };
    const product = parse<Product>(answer);
    const image = product.image[0];
    return {
      ...productMeta(product, publicUrl),
      preloadImages: image ? [picture(image, SIZES.gallery)] : [],
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

  const listingPage: PageMetaResolver = async (path, request) => {
    const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(path);
    const categoryId = idFromSlug(match?.[1]);
    const subId = idFromSlug(match?.[2]);
    if (!categoryId || !subId) return null;
    const [category, sub] = await Promise.all([
      categories.find(categoryId),
      subcategories.find(subId),
    ]);
    if (!category || !sub) return NOT_FOUND_PAGE;
    const canonical = listingPath(category, sub);
    // Another order (?tri=) is not the cached first page: its picture is left to the page.
    const sorted = new URLSearchParams(request.url.split('?')[1] ?? '').has('tri');
    const lists = await hints(request, async () => ({ answers: await catalogueLists() }));
    const first: Hints = sorted
      ? {}
      : await hints(request, async () => {
          // Parsed, it is the body the storefront sends (get-listing.ts), in the same order.
          const body = ListingRequestSchema.parse({ categoryId, subCategoryId: subId });
          return grid(await listingAnswer(deps, products, body), {
            method: 'POST',
            path: LISTING_PATH,
            body,
          });
        });
    return {
      modules: [ROUTE_MODULES.listing],
      ...first,
      answers: [...(first.answers ?? []), ...(lists.answers ?? [])],
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

  const homePage: PageMetaResolver = async (path, request) => {
    if (path !== '/') return null;
    const first = await hints(request, async () => {
      const [answer, lists] = await Promise.all([
        activeBannersAnswer(deps, banners),
        catalogueLists(),
      ]);
      return {
        preloadImages: bannerPictures(parse<Banner[]>(answer)[0]),
        answers: [{ method: 'GET', path: '/api/banner/active', json: answer.body }, ...lists],
      };
    });
    return {
      modules: [ROUTE_MODULES.home],
      ...first,
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      canonical: '/',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SHOP,
          url: absoluteUrl(publicUrl, '/'),
          logo: absoluteUrl(publicUrl, '/favicon.svg'),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SHOP,
          url: absoluteUrl(publicUrl, '/'),
          inLanguage: 'fr-MA',
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: absoluteUrl(publicUrl, '/search?q={search_term_string}'),
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  };

  /** The storefront's search page keeps the default head, plus its code and first picture. */
  const searchPage: PageMetaResolver = async (path, request) => {
    if (path !== '/search') return null;
    // The body the storefront sends (search-products.ts); the API answers it once parsed.
    const sent = { search: searchTermOf(request.url), page: 1 };
    const body = SearchRequestSchema.safeParse(sent);
    const first =
      sent.search && body.success
        ? await hints(request, async () =>
            grid(await searchAnswer(deps, products, body.data), {
              method: 'POST',
              path: '/api/product/search-product',
              body: sent,
            }),
          )
        : {};
    return {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      modules: [ROUTE_MODULES.search],
      ...first,
    };
  };

  return [productPage, listingPage, searchPage, homePage];
}
