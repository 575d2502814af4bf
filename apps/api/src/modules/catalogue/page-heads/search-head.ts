import { SEARCH_PATH } from '@zina/shared/page-paths';
import { SearchRequestSchema } from '@zina/shared/schemas/catalogue';
import { searchTermOf } from '@zina/shared/search-term';
import type { AppDeps } from '../../../lib/deps';
import type { PageMetaResolver } from '../../../lib/spa';
import { searchAnswer } from '../product/page-answers';
import { productService } from '../product/service';
import { hints, HOME_DESCRIPTION, HOME_TITLE, ROUTE_MODULES } from './head-parts';
import type { PagePictures } from './pictures';

/** `/search`: the default head, plus the page's code and its first results embedded. */
export function searchHead(deps: AppDeps, pictures: PagePictures): PageMetaResolver {
  const products = productService(deps);
  return async (path, request) => {
    if (path !== SEARCH_PATH) return null;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // The body the storefront sends (search-products.ts); the API answers it once parsed.
    const sent = { search: searchTermOf(query).trim(), page: 1 };
    const body = SearchRequestSchema.safeParse(sent);
    const first =
      sent.search && body.success
        ? await hints(request, async () =>
            pictures.grid(await searchAnswer(deps, products, body.data), {
              method: 'POST',
              path: '/api/product/search-product',
              body: sent,
            }),
          )
        : {};
    return {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      modules: [ROUTE_MODULES.search],
      ...first,
    };
  };
}
