import { csvCell, neutralise } from '@zina/shared/csv';
import type { FeedItem } from './feed-item';

/** Meta Commerce Manager's data feed columns. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'product_type',
] as const;

const row = (cells: readonly string[]) =>
  `${cells.map((c) => csvCell(neutralise(c), ',')).join(',')}\r\n`;

export const metaHead = () => row(META_COLUMNS);

export function metaRow(item: FeedItem): string {
  return row([
    item.id,
    item.title,
    item.description,
    item.inStock ? 'in stock' : 'out of stock',
    'new',
    item.price,
    item.link,
    item.imageLink,
    item.brand,
    item.salePrice ?? '',
    item.productType,
  ]);
}
