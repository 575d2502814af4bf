import { HOME_PATH, listingSlugsIn } from '@zina/shared/page-paths';
import { LISTING_PATH, ListingRequestSchema } from '@zina/shared/schemas/catalogue';
import { idFromSlug, listingPath } from '@zina/shared/slug';
import type { AppDeps } from '../../../lib/deps';
import { NOT_FOUND_PAGE, type PageMetaResolver } from '../../../lib/spa';
import { categoryService } from '../category/service';
import { listingAnswer } from '../product/page-answers';
import { productService } from '../product/service';
import { subcategoryService } from '../subcategory/service';
import { catalogueLists } from './catalogue-lists';
import { breadcrumb, hints, PROMISE, ROUTE_MODULES, SHOP, summary, type Hints } from './head-parts';
import type { PagePictures } from './pictures';

/** `/<category>/<subcategory>`: the listing's head, its first page and the lists embedded. */
export function listingHead(deps: AppDeps, pictures: PagePictures): PageMetaResolver {
  const products = productService(deps);
  const categories = categoryService(deps);
  const subcategories = subcategoryService(deps);
  const lists = catalogueLists(deps);
  return async (path, request) => {
    const slugs = listingSlugsIn(path);
    const categoryId = idFromSlug(slugs?.[0]);
    const subId = idFromSlug(slugs?.[1]);
    if (!categoryId || !subId) return null;
    const [category, sub] = await Promise.all([
      categories.find(categoryId),
      subcategories.find(subId),
    ]);
    if (!category || !sub) return NOT_FOUND_PAGE;
    const canonical = listingPath(category, sub);
    // Another order (?tri=) is not the cached first page: its picture is left to the page.
    const sorted = new URLSearchParams(request.url.split('?')[1] ?? '').has('tri');
    const listHints = await hints(request, async () => ({ answers: await lists() }));
    const first: Hints = sorted
      ? {}
      : await hints(request, async () => {
          // Parsed, it is the body the storefront sends (get-listing.ts), in the same order.
          const body = ListingRequestSchema.parse({ categoryId, subCategoryId: subId });
          return pictures.grid(await listingAnswer(deps, products, body), {
            method: 'POST',
            path: LISTING_PATH,
            body,
          });
        });
    return {
      modules: [ROUTE_MODULES.listing],
      ...first,
      answers: [...(first.answers ?? []), ...(listHints.answers ?? [])],
      title: `${sub.name} — ${category.name} | ${SHOP}`,
      description: summary(
        `${sub.name} (${category.name}) : découvrez notre sélection sur ${SHOP}. ${PROMISE}`,
      ),
      canonical,
      image: sub.image || category.image || undefined,
      jsonLd: [
        breadcrumb(deps.config.publicUrl, [
          { name: 'Accueil', path: HOME_PATH },
          { name: `${category.name} — ${sub.name}`, path: canonical },
        ]),
      ],
    };
  };
}
