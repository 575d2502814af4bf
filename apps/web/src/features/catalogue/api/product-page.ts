import type { InfiniteData } from '@tanstack/react-query';
import type { Product } from '@zina/shared/schemas/catalogue';

/** One page of a paginated product call, whatever the call names its fields. */
export interface ProductPage {
  products: Product[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** More products match than totalCount (a search counts its matches up to a bound). */
  totalCapped?: boolean;
}

export const nextPage = (last: ProductPage): number | undefined =>
  last.page < last.totalPages ? last.page + 1 : undefined;

/** Every page's products in order; a product seen on an earlier page is not shown twice. */
export function flattenPages(data: InfiniteData<ProductPage> | undefined): Product[] {
  const seen = new Set<string>();
  const out: Product[] = [];
  for (const page of data?.pages ?? []) {
    for (const p of page.products) {
      if (seen.has(p._id)) continue;
      seen.add(p._id);
      out.push(p);
    }
  }
  return out;
}
