import { PackageX } from 'lucide-react';
import { formatMad } from '@zina/shared/format';
import { discountedPriceMad } from '@zina/shared/pricing';
import type { CartState } from '../../lib/cart-context';
import type { Delivery } from '../../lib/delivery-quote';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between text-base font-bold text-ink' : 'flex justify-between'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** SPEC.md §2 checkout summary: the lines, the delivery fee of the address's city, the totals. */
export function OrderSummary({ cart, delivery }: { cart: CartState; delivery: Delivery }) {
  const savings = cart.totalOriginalPrice - cart.totalPrice;
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-sand-100">
        {cart.unavailable.map((item) => (
          <li key={item._id} className="flex items-start gap-3 py-3">
            <PackageX aria-hidden size={20} className="mt-0.5 shrink-0 text-red-700" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-red-800">Produit non disponible</p>
              {item.productName && <p className="text-stone-500">{item.productName}</p>}
              <p className="text-stone-600">Ce produit a été supprimé ou n'est plus disponible</p>
            </div>
            <button
              type="button"
              onClick={() => cart.removeItem(item._id)}
              className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              Supprimer
            </button>
          </li>
        ))}
        {cart.lines.map((line) => {
          const product = line.productId;
          const price = discountedPriceMad(product.price, product.discount);
          const image = product.image[0];
          return (
            <li key={line._id} className="flex items-center gap-3 py-3">
              <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                {image && <img src={image} alt="" className="size-full object-cover" />}
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 font-medium text-ink">{product.name}</p>
                <p className="text-stone-500">
                  {line.quantity} × {formatMad(price)}
                </p>
              </div>
              <p className="text-sm font-semibold tabular-nums">
                {formatMad(price * line.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-sand-100 pt-4 text-sm text-stone-700">
        <Row label={`Articles (${cart.totalQty})`} value={formatMad(cart.totalOriginalPrice)} />
        {savings > 0 && <Row label="Remise" value={`− ${formatMad(savings)}`} />}
        <Row label="Livraison" value={delivery.fee} />
        <Row label="Total" value={formatMad(delivery.total)} strong />
      </dl>
    </div>
  );
}
