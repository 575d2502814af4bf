import { formatMad } from '@zina/shared/format';
import type { CartState } from '../../lib/cart-context';
import { useDelivery } from '../../lib/delivery-quote';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-base font-bold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The panel's totals: the lines, the discount, the delivery fee of `city` (the customer's first
 * saved address, as the router gives it; « Selon la ville » without one) and the total with it.
 */
export function CartTotals({ cart, city }: { cart: CartState; city: string | null }) {
  const items = cart.lines.map((line) => ({
    productId: line.productId._id,
    quantity: line.quantity,
  }));
  const delivery = useDelivery(items, city, cart.totalPrice);
  const savings = cart.totalOriginalPrice - cart.totalPrice;
  return (
    <dl className="flex flex-col gap-1.5 text-sm text-stone-700">
      <Row label={`Articles (${cart.totalQty})`} value={formatMad(cart.totalOriginalPrice)} />
      {savings > 0 && <Row label="Remise" value={`− ${formatMad(savings)}`} />}
      <Row label={city ? `Livraison (${city})` : 'Livraison'} value={delivery.fee} />
      <Row label="Total" value={formatMad(delivery.total)} strong />
    </dl>
  );
}
