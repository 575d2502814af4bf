import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Category, Subcategory } from '@zina/shared/schemas/catalogue';
import HomePage from './home-page';
import { makeProduct } from './test-data';
import { callsTo, fakeRoutes, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';

// A page that waits on its data can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const cat = (id: string, name: string): Category => ({ _id: id.repeat(24), name, image: '' });
const BIJOUX = cat('b', 'Bijoux');
const ACCESS = cat('a', 'Écharpes et foulards');
const MONTRES = cat('c', 'Montres');
const sub = (id: string, name: string, category: Category): Subcategory => ({
  _id: id.repeat(24),
  name,
  image: '',
  category: [{ _id: category._id, name: category.name }],
});

let categories: Category[] = [];
let bannersFail = false;

/** happy-dom never reports an intersection: here every row is on screen at once. */
class OnScreen {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', OnScreen);
  bannersFail = false;
  categories = [MONTRES, BIJOUX, ACCESS];
  fakeRoutes(
    {
      'GET /api/banner/active': () => (bannersFail ? refuse(503, 'Indisponible') : ok([])),
      'GET /api/category/get': () => ok(categories),
      'POST /api/subcategory/get': ok([
        sub('e', 'Colliers', BIJOUX),
        sub('d', 'Bagues', BIJOUX),
        sub('f', 'Foulards', ACCESS),
        sub('9', 'Écharpes', ACCESS),
      ]),
      'POST /api/product/get-product-by-category': ({ body }) =>
        ok(
          body?.id === BIJOUX._id
            ? [makeProduct({ name: 'Bague Amira' }), makeProduct({ name: 'Collier Dounia' })]
            : [],
        ),
    },
    {},
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/', element: <HomePage /> }];

describe('home page (SPEC.md §2, §8)', () => {
  it('shows the default banner when the banner list fails, with its link to /products', async () => {
    bannersFail = true;
    renderRoutes(routes, '/');
    const carousel = await screen.findByRole('region', { name: 'Nos temps forts' });
    within(carousel).getByRole('heading', { name: 'L’élégance au quotidien' });
    expect(
      within(carousel).getByRole('link', { name: 'Voir tous les produits' }).getAttribute('href'),
    ).toBe('/products');
  });

  it('shows the four benefits, with the claims of SPEC.md §9', async () => {
    renderRoutes(routes, '/');
    for (const claim of [
      'Livraison gratuite en 24h',
      'Paiement à la livraison',
      'Plus de 10,000 produits',
    ]) {
      screen.getByRole('heading', { name: claim });
    }
    expect(
      within(screen.getByRole('region', { name: 'Nos engagements' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('sorts the categories by name in French and links each to its first subcategory', async () => {
    renderRoutes(routes, '/');
    const grid = await screen.findByRole('region', { name: 'Nos catégories' });
    const links = await within(grid).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Bijoux', `/bijoux-${BIJOUX._id}/bagues-${'d'.repeat(24)}`],
      ['Écharpes et foulards', `/echarpes-et-foulards-${ACCESS._id}/echarpes-${'9'.repeat(24)}`],
    ]);
    // Montres has no subcategory yet: shown, but leads nowhere.
    within(grid).getByText('Montres');
  });

  it('gives each category a row of its products, or the empty state', async () => {
    renderRoutes(routes, '/');
    // A row's code loads once it is near the screen: its placeholder holds the heading until then.
    await screen.findByRole('heading', { name: 'Bague Amira' }, { timeout: 3000 });
    const bijoux = screen.getByRole('region', { name: 'Bijoux' });
    within(bijoux).getByRole('heading', { name: 'Bague Amira' });
    within(bijoux).getByRole('button', { name: 'Défiler vers la droite : Bijoux' });
    const montres = screen.getByRole('region', { name: 'Montres' });
    await within(montres).findByText('Aucun produit disponible');
    within(montres).getByText('Cette catégorie ne contient pas encore de produits');
    const rowCalls = callsTo('POST /api/product/get-product-by-category');
    expect(rowCalls.map((c) => c.body?.id).sort()).toEqual(
      [ACCESS._id, BIJOUX._id, MONTRES._id].sort(),
    );
  });

  it("says 'Collections en cours de préparation' without categories, and Actualiser asks again", async () => {
    categories = [];
    const { user } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Collections en cours de préparation' });
    categories = [BIJOUX];
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await screen.findByRole('region', { name: 'Nos catégories' });
    await waitFor(() => expect(callsTo('GET /api/category/get')).toHaveLength(2));
  });
});
