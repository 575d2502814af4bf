import { ShoppingBag } from 'lucide-react';
import { formatMad } from '@zina/shared/format';

export interface CartButtonProps {
  count: number;
  /** Discounted total in MAD. */
  total: number;
  onClick?: () => void;
}

/**
 * The header's cart button. The cart feature renders it with real numbers and its panel, and
 * passes it to StoreLayout's `cart` slot from router.tsx.
 */
export function CartButton({ count, total, onClick }: CartButtonProps) {
  const articles = `${count} article${count > 1 ? 's' : ''}`;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Panier : ${articles}, ${formatMad(total)}`}
      className="relative inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-800 px-3 text-white shadow-sm transition-colors hover:bg-brand-700 md:px-4"
    >
      <ShoppingBag aria-hidden size={20} />
      <span
        aria-hidden
        className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-sand-100 px-1 text-xs font-bold text-brand-800 ring-2 ring-cream md:static md:ring-0"
      >
        {count}
      </span>
      <span aria-hidden className="hidden text-sm font-semibold md:inline">
        {formatMad(total)}
      </span>
    </button>
  );
}
