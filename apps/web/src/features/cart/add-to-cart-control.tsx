import { Minus, Plus, ShoppingBag } from 'lucide-react';
import { Button } from '../../components/button';
import { useCart } from '../../lib/cart-context';
import { cx } from '../../lib/cx';
import type { CartProduct } from '../../lib/product-action';
import { isPendingId } from './lib/cart-lines';
import { useCartActions } from './use-cart-actions';

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-full text-brand-800 transition-colors hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * SPEC.md §4 "Adding to cart": Ajouter while the product is not in the cart, then a quantity
 * stepper. Out of stock, nothing is offered (the card shows its Épuisé badge).
 */
export function AddToCartControl({
  product,
  compact = false,
}: {
  product: CartProduct;
  compact?: boolean;
}) {
  const { lines } = useCart();
  const actions = useCartActions();
  const line = lines.find((l) => l.productId._id === product._id);

  if (!line) {
    if (product.stock <= 0) return null;
    return (
      <Button
        className={compact ? 'min-h-9 px-4' : 'w-full'}
        aria-label={`Ajouter ${product.name} au panier`}
        onClick={() => actions.add(product)}
      >
        <ShoppingBag aria-hidden size={16} />
        Ajouter
      </Button>
    );
  }

  const pending = isPendingId(line._id);
  const [decrease, increase] = (
    [
      ['Diminuer', Minus, actions.decrease],
      ['Augmenter', Plus, actions.increase],
    ] as const
  ).map(([verb, Icon, change]) => (
    <button
      key={verb}
      type="button"
      className={stepButton}
      disabled={pending}
      aria-label={`${verb} la quantité de ${product.name}`}
      onClick={() => change(line)}
    >
      <Icon aria-hidden size={16} />
    </button>
  ));
  return (
    <div
      role="group"
      aria-label={`Quantité de ${product.name}`}
      className={cx(
        'inline-flex items-center justify-between gap-1 rounded-full border border-brand-200 bg-white p-1',
        !compact && 'w-full',
      )}
    >
      {decrease}
      <span aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {line.quantity}
      </span>
      {increase}
    </div>
  );
}
