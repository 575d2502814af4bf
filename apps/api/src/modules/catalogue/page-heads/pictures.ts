import { MOBILE_BREAKPOINT } from '@zina/shared/constants';
import type { Banner, Product } from '@zina/shared/schemas/catalogue';
import type { AppDeps } from '../../../lib/deps';
import { srcsetOf } from '../../../lib/images';
import type { CachedAnswer } from '../../../lib/read-cache';
import type { PageAnswer, PreloadImage } from '../../../lib/spa';
import { dataOf, type Hints } from './head-parts';

/**
 * The `sizes` of each page's largest picture, as the storefront writes them (gallery.tsx,
 * product-card.tsx, banner-slide.tsx): the preload must pick the file the <img> picks.
 */
export const SIZES = {
  gallery: '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw',
  grid: '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw',
  bannerDesktop: '(min-width: 1200px) 1152px, 100vw',
  bannerMobile: '100vw',
};

/** Preloads of the pictures a page shows first, as its <img> and <picture> choose them. */
export function pagePictures(deps: AppDeps) {
  /** The preload of a picture shown with `responsiveImage(url, sizes)` (or a <source>). */
  function picture(url: string, sizes: string, media?: string): PreloadImage {
    // The answers' URLs are absolute (ADR 0018); their widths are found from the stored path.
    const srcset = srcsetOf(deps.media.stored(url), deps.storage)
      .map((variant) => `${deps.media.absolute(variant.url)} ${variant.width}w`)
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

  /**
   * A grid's first page, embedded, and its first card's picture (above the fold on every
   * width: the page's largest).
   */
  const grid = (
    answer: CachedAnswer<{ data: Product[] }>,
    call: Omit<PageAnswer, 'json'>,
  ): Hints => {
    const image = dataOf<Product[]>(answer)[0]?.image[0];
    return {
      preloadImages: image ? [picture(image, SIZES.grid)] : [],
      answers: [{ ...call, json: answer.body }],
    };
  };

  return { picture, bannerPictures, grid };
}
export type PagePictures = ReturnType<typeof pagePictures>;
