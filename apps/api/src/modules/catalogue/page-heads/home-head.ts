import { HOME_PATH, SEARCH_PATH } from '@zina/shared/page-paths';
import type { Banner } from '@zina/shared/schemas/catalogue';
import type { AppDeps } from '../../../lib/deps';
import { absoluteUrl } from '../../../lib/public-url';
import type { PageMetaResolver } from '../../../lib/spa';
import { activeBannersAnswer } from '../banner/active';
import { bannerService } from '../banner/service';
import { catalogueLists } from './catalogue-lists';
import { dataOf, hints, HOME_DESCRIPTION, HOME_TITLE, ROUTE_MODULES, SHOP } from './head-parts';
import type { PagePictures } from './pictures';

/** `/`: the shop's head (Organization, WebSite with its search), its banners and lists embedded. */
export function homeHead(deps: AppDeps, pictures: PagePictures): PageMetaResolver {
  const banners = bannerService(deps);
  const lists = catalogueLists(deps);
  const { publicUrl } = deps.config;
  return async (path, request) => {
    if (path !== HOME_PATH) return null;
    const first = await hints(request, async () => {
      const [answer, listAnswers] = await Promise.all([
        activeBannersAnswer(deps, banners),
        lists(),
      ]);
      return {
        preloadImages: pictures.bannerPictures(dataOf<Banner[]>(answer)[0]),
        answers: [{ method: 'GET', path: '/api/banner/active', json: answer.body }, ...listAnswers],
      };
    });
    return {
      modules: [ROUTE_MODULES.home],
      ...first,
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      canonical: HOME_PATH,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SHOP,
          url: absoluteUrl(publicUrl, HOME_PATH),
          logo: absoluteUrl(publicUrl, '/favicon.svg'),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SHOP,
          url: absoluteUrl(publicUrl, HOME_PATH),
          inLanguage: 'fr-MA',
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: absoluteUrl(publicUrl, `${SEARCH_PATH}?q={search_term_string}`),
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  };
}
