import { Link } from 'react-router';
import type { Product } from '@zina/shared/schemas/catalogue';
import { productPath } from '@zina/shared/slug';
import { cx } from '../../lib/cx';
import { ProductAction } from '../../lib/product-action';
import { responsiveImage } from '../../lib/responsive-image';
import { percent, PriceTag } from './price-tag';

export interface ProductCardProps {
  product: Product;
  /** The level under the section's own heading. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched ahead of the others. */
  priority?: boolean;
  /** The `sizes` of the picture in its list. */
  sizes?: string;
  className?: string;
}

/** SPEC.md §2: a card needs a first image, a name and an id. */
export const canShowCard = (p: Partial<Product>): p is Product =>
  Boolean(p.image?.[0] && p.name && p._id);

const GRID_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw';

/**
 * SPEC.md §2 Product card: rendered only with a first image, a name and an id; the discount
 * shows only when non-zero; stock 0 shows 'Épuisé' instead of the add control.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
  priority = false,
  sizes = GRID_SIZES,
  className,
}: ProductCardProps) {
  const image = product.image?.[0];
  if (!image || !canShowCard(product)) return null;

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const soldOut = product.stock <= 0;
  return (
    <article
      className={cx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-100 transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-sand-50">
        <img
          {...responsiveImage(image, sizes)}
          alt={product.name}
          width={640}
          height={640}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className={cx(
            'size-full object-cover transition-transform duration-300 group-hover:scale-105',
            soldOut && 'opacity-60',
          )}
        />
        {product.discount > 0 && (
          <p className="absolute top-2 left-2 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-bold text-white">
            <span className="sr-only">Remise de </span>-{percent(product.discount)}%
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm leading-snug font-medium text-ink">
          {/* The whole card opens the product; the add control stays above the link. */}
          <Link
            to={productPath(product)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {product.name}
          </Link>
        </Heading>
        {product.unit && <p className="truncate text-xs text-stone-600">{product.unit}</p>}
        <PriceTag price={product.price} discount={product.discount} />
        <div className="relative z-10 mt-auto pt-2">
          {soldOut ? (
            <p className="inline-flex min-h-10 items-center rounded-full bg-stone-100 px-4 text-sm font-semibold text-stone-600">
              Épuisé
            </p>
          ) : (
            <ProductAction product={product} />
          )}
        </div>
      </div>
    </article>
  );
}
