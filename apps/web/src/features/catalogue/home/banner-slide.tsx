import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MOBILE_BREAKPOINT } from '@zina/shared/constants';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { buttonClass } from '../../../components/button';
import { cx } from '../../../lib/cx';
import { imageSrcSet } from '../../../lib/responsive-image';

export type BannerContent = Pick<
  Banner,
  | 'title'
  | 'subtitle'
  | 'description'
  | 'imageDesktop'
  | 'imageMobile'
  | 'buttonText'
  | 'buttonLink'
  | 'secondaryButtonText'
  | 'secondaryButtonLink'
  | 'tag'
>;

/** SPEC.md §2 Home: the banner shown when the list fails to load or is empty. */
export const DEFAULT_BANNER: BannerContent = {
  tag: 'Zina',
  title: 'L’élégance au quotidien',
  subtitle: 'Sacs, bijoux, montres et lunettes pour elle et lui',
  description: 'Livraison gratuite en 24h et paiement à la livraison partout au Maroc.',
  imageDesktop: '',
  imageMobile: '',
  buttonText: 'Découvrir nos collections',
  buttonLink: '#collections',
  secondaryButtonText: 'Voir tous les produits',
  secondaryButtonLink: '/products',
};

/** Only links inside the shop or to a web page (never a `javascript:` address). */
function BannerLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (to.startsWith('#') || /^https?:\/\//i.test(to)) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return null;
}

const DESKTOP_SIZES = '(min-width: 1200px) 1152px, 100vw';

function BannerPicture({ banner, first }: { banner: BannerContent; first: boolean }) {
  const desktop = banner.imageDesktop;
  const mobile = banner.imageMobile || desktop;
  if (!mobile) return null;
  // The first banner is the largest thing on the home page: it loads at once, ahead of the rest.
  const loading = first ? 'eager' : 'lazy';
  return (
    <picture>
      {desktop && (
        <source
          media={`(min-width: ${MOBILE_BREAKPOINT}px)`}
          srcSet={imageSrcSet(desktop) ?? desktop}
          sizes={DESKTOP_SIZES}
          width={1280}
          height={480}
        />
      )}
      <img
        src={mobile}
        srcSet={imageSrcSet(mobile)}
        sizes="100vw"
        width={800}
        height={800}
        alt={banner.title}
        loading={loading}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  );
}

export function BannerSlide({
  banner,
  first,
  withPicture = true,
}: {
  banner: BannerContent;
  first: boolean;
  /** False until the carousel wants this picture downloaded. */
  withPicture?: boolean;
}) {
  const hasImage = Boolean(banner.imageDesktop || banner.imageMobile);
  return (
    <div
      className={cx(
        'relative aspect-square w-full overflow-hidden md:aspect-[8/3]',
        !hasImage && 'bg-linear-to-br from-brand-900 via-brand-700 to-brand-400',
      )}
    >
      {withPicture && <BannerPicture banner={banner} first={first} />}
      <div className="absolute inset-0 bg-linear-to-t from-black/75 via-black/25 to-transparent md:bg-linear-to-r md:from-black/65 md:via-black/30" />
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-2 p-5 pb-12 text-white sm:p-8 sm:pb-14 md:inset-y-0 md:max-w-xl md:justify-center md:p-12">
        {banner.tag && (
          <p className="rounded-full bg-black/35 px-3 py-1 text-xs font-semibold tracking-wider uppercase">
            {banner.tag}
          </p>
        )}
        {banner.title && (
          <h2 className="font-display text-3xl leading-tight sm:text-4xl lg:text-5xl">
            {banner.title}
          </h2>
        )}
        {banner.subtitle && <p className="text-base font-medium sm:text-lg">{banner.subtitle}</p>}
        {banner.description && (
          <p className="hidden max-w-md text-sm text-white/85 sm:block">{banner.description}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {banner.buttonText && banner.buttonLink && (
            <BannerLink
              to={banner.buttonLink}
              className={buttonClass('secondary', 'border-transparent text-brand-900')}
            >
              {banner.buttonText}
            </BannerLink>
          )}
          {banner.secondaryButtonText && banner.secondaryButtonLink && (
            <BannerLink
              to={banner.secondaryButtonLink}
              className={buttonClass(
                'ghost',
                'border border-white/70 text-white hover:bg-white/15 hover:text-white',
              )}
            >
              {banner.secondaryButtonText}
            </BannerLink>
          )}
        </div>
      </div>
    </div>
  );
}
