import type { AppDeps } from '../../../lib/deps';
import type { PageMetaResolver } from '../../../lib/spa';
import { homeHead } from './home-head';
import { listingHead } from './listing-head';
import { pagePictures } from './pictures';
import { productHead } from './product-head';
import { searchHead } from './search-head';

export { PAGE_ROUTE_MODULES } from './head-parts';

/**
 * The head of the storefront's pages as the server sends it (issue 4 item 8): shared links and
 * search engines see the product's name, price and availability without JavaScript, and each
 * page finds its first answers and pictures already there. One file per page.
 */
export function pageHeadResolvers(deps: AppDeps): PageMetaResolver[] {
  const pictures = pagePictures(deps);
  return [
    productHead(deps, pictures),
    listingHead(deps, pictures),
    searchHead(deps, pictures),
    homeHead(deps, pictures),
  ];
}
