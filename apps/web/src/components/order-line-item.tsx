import type { ReactNode } from 'react';
import { formatMad } from '@zina/shared/format';
import type { Order } from '@zina/shared/schemas/order';
import { cx } from '../lib/cx';

/**
 * One line of an order: the product's first picture, its name and « quantity × unit price »,
 * then `children` (the back office adds the line's total).
 */
export function OrderLineItem({
  item,
  className,
  nameClassName = 'block',
  children,
}: {
  item: Order['items'][number];
  className?: string;
  /** How the name lays out: `line-clamp-1` where it must hold on one line. */
  nameClassName?: string;
  children?: ReactNode;
}) {
  const image = item.product_details.image[0];
  return (
    <li className={cx('flex items-center gap-3', className)}>
      <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-sand-100">
        {image && <img src={image} alt="" loading="lazy" className="size-full object-cover" />}
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className={cx(nameClassName, 'font-medium')}>{item.product_details.name}</span>
        <span className="block text-stone-500">
          {item.quantity} × {formatMad(item.productId.price)}
        </span>
      </span>
      {children}
    </li>
  );
}
