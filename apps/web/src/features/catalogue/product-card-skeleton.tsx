import { cx } from '../../lib/cx';

/** The shape of a product card while it loads (SPEC.md §9 skeletons). */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      data-testid="product-skeleton"
      className={cx('overflow-hidden rounded-2xl bg-white ring-1 ring-sand-100', className)}
    >
      <div className="aspect-square animate-pulse bg-sand-100" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-4/5 animate-pulse rounded bg-sand-100" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-sand-100" />
        <div className="h-5 w-1/2 animate-pulse rounded bg-sand-100" />
        <div className="h-10 w-24 animate-pulse rounded-full bg-sand-100" />
      </div>
    </div>
  );
}
