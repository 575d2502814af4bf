import type { FeedItem } from './feed-item';

// Characters XML 1.0 forbids (control characters other than tab and line breaks) are dropped.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) =>
  text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function googleHead(shop: { title: string; link: string }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    tag('title', shop.title),
    tag('link', shop.link),
    tag('description', `Produits de ${shop.title}`),
    '',
  ].join('\n');
}

export const GOOGLE_TAIL = '</channel>\n</rss>\n';

/** One <item> of a Google Merchant Center feed (RSS 2.0 with the g: namespace). */
export function googleItem(item: FeedItem): string {
  const lines = [
    tag('g:id', item.id),
    tag('title', item.title),
    tag('description', item.description),
    tag('link', item.link),
    item.imageLink && tag('g:image_link', item.imageLink),
    ...item.additionalImageLinks.map((url) => tag('g:additional_image_link', url)),
    tag('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    tag('g:price', item.price),
    item.salePrice && tag('g:sale_price', item.salePrice),
    tag('g:brand', item.brand),
    tag('g:condition', 'new'),
    item.productType && tag('g:product_type', item.productType),
  ].filter(Boolean);
  return `<item>\n${lines.join('\n')}\n</item>\n`;
}
