import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { formatMad } from '@zina/shared/format';
import type { CartItem } from '@zina/shared/schemas/cart';
import { productPath } from '@zina/shared/slug';
import type { CartLine } from '../../lib/cart-context';
import { AddToCartControl } from './add-to-cart-control';
import { unitPrice } from './lib/cart-lines';
import { CART_TEXT } from './lib/messages';

/** One line of the side panel: picture, name, prices and its stepper. */
export function CartLineRow({ line, onNavigate }: { line: CartLine; onNavigate: () => void }) {
  const product = line.productId;
  const price = unitPrice(line);
  const image = product.image[0];
  return (
    <li className="flex gap-3 py-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-sand-100">
        {image && <img src={image} alt="" loading="lazy" className="size-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={productPath(product)}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-semibold text-ink hover:text-brand-800"
        >
          {product.name}
        </Link>
        {product.unit && <p className="text-xs text-stone-600">{product.unit}</p>}
        <p className="text-sm">
          <span className="font-semibold text-brand-800">{formatMad(price)}</span>
          {price < product.price && (
            <s className="ml-2 text-xs text-stone-600">{formatMad(product.price)}</s>
          )}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <AddToCartControl product={product} compact />
          <span className="text-sm font-semibold tabular-nums">
            {formatMad(price * line.quantity)}
          </span>
        </div>
      </div>
    </li>
  );
}

/** SPEC.md §2: a line whose product was deleted, with its Supprimer button. */
export function UnavailableLineRow({
  item,
  onRemove,
}: {
  item: CartItem;
  onRemove: (id: string) => void;
}) {
  return (
    <li className="flex gap-3 py-4">
      <div className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-stone-400">
        <PackageX aria-hidden size={28} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-semibold text-red-800">{CART_TEXT.unavailableTitle}</p>
        {item.productName && <p className="text-xs text-stone-600">{item.productName}</p>}
        <p className="text-xs text-stone-600">{CART_TEXT.unavailableText}</p>
        <button
          type="button"
          onClick={() => onRemove(item._id)}
          aria-label={item.productName ? `Supprimer ${item.productName}` : undefined}
          className="mt-1 self-start rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
        >
          Supprimer
        </button>
      </div>
    </li>
  );
}
