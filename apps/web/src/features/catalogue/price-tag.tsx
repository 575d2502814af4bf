import { formatMad } from '@zina/shared/format';
import { discountedPriceMad } from '@zina/shared/pricing';
import { cx } from '../../lib/cx';

/** '12' or '12,5': a percent as a shopper reads it. */
export const percent = (discount: number) =>
  (Math.round(discount * 100) / 100).toLocaleString('fr-MA');

/**
 * SPEC.md §2: the discounted price (the shared rule), with the original struck through and
 * '-X% OFF' when there is a discount.
 */
export function PriceTag({
  price,
  discount,
  size = 'card',
}: {
  price: number;
  discount: number;
  size?: 'card' | 'page';
}) {
  const hasDiscount = discount > 0;
  const final = discountedPriceMad(price, discount);
  return (
    <div
      className={cx(
        'flex flex-wrap items-baseline gap-x-2 gap-y-1',
        size === 'page' ? 'text-base' : 'text-sm',
      )}
    >
      <p
        className={cx(
          'font-semibold text-brand-800',
          size === 'page' ? 'text-3xl font-bold' : 'text-base',
        )}
        data-testid="price"
      >
        <span className="sr-only">Prix : </span>
        {formatMad(final)}
      </p>
      {hasDiscount && (
        <p className="text-stone-600">
          <span className="sr-only">Prix initial : </span>
          <del>{formatMad(price)}</del>
        </p>
      )}
      {hasDiscount && size === 'page' && (
        <p className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-bold text-brand-800">
          -{percent(discount)}% OFF
        </p>
      )}
    </div>
  );
}
