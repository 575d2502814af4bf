import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { LISTING_PATH, type Product } from '@zina/shared/schemas/catalogue';
import ListingPage from './listing-page';
import { makeProduct } from './test-data';
import { callsTo, fakeRoutes, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';

// A page that waits on its data can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const CAT = { _id: 'c'.repeat(24), name: 'Sacs', image: '' };
const HAND = { _id: 'd'.repeat(24), name: 'Sacs à main', image: '', category: [CAT] };
const CLUTCH = { _id: 'e'.repeat(24), name: 'Pochettes', image: '', category: [CAT] };
const OTHER = {
  _id: 'f'.repeat(24),
  name: 'Bagues',
  image: '',
  category: [{ _id: 'b'.repeat(24), name: 'Bijoux' }],
};
const PATH = `/sacs-${CAT._id}/sacs-a-main-${HAND._id}`;

let shelf: Product[] = [];

const sorted = (sort: unknown) => {
  const list = [...shelf];
  if (sort === 'price-asc') list.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') list.sort((a, b) => b.price - a.price);
  return list;
};

beforeEach(() => {
  shelf = [
    makeProduct({ name: 'Sac Riad', price: 489 }),
    makeProduct({ name: 'Sac Fès', price: 549 }),
    makeProduct({ name: 'Mini sac', price: 279 }),
  ];
  fakeRoutes(
    {
      'GET /api/category/get': ok([CAT]),
      'POST /api/subcategory/get': ok([HAND, OTHER, CLUTCH]),
      [`POST ${LISTING_PATH}`]: ({ body }) => {
        const data = sorted(body?.sort);
        return { ...ok(data), page: 1, totalCount: data.length, totalNoPage: data.length ? 1 : 0 };
      },
    },
    {},
  );
});

const routes = [
  { path: '/:category/:subcategory', element: <ListingPage notFound={<p>Page 404</p>} /> },
  { path: '/products', element: <p>Toutes les collections</p> },
];
const listingCalls = () => callsTo(`POST ${LISTING_PATH}`);
const gridNames = () =>
  within(screen.getByRole('list', { name: 'Produits : Sacs à main' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('subcategory listing (SPEC.md §2)', () => {
  it('asks for page 1 of 8, newest first, and titles the page with the subcategory', async () => {
    renderRoutes(routes, PATH);
    await screen.findByRole('heading', { level: 1, name: 'Sacs à main' });
    await waitFor(() => expect(gridNames()).toEqual(['Sac Riad', 'Sac Fès', 'Mini sac']));
    expect(listingCalls()[0]!.body).toEqual({
      categoryId: CAT._id,
      subCategoryId: HAND._id,
      page: 1,
      limit: 8,
      sort: 'newest',
    });
    screen.getByText('3 produits');
  });

  it('sends the chosen sort and shows the grid in the order the server gives', async () => {
    const { user, router } = renderRoutes(routes, PATH);
    await waitFor(() => expect(gridNames()).toHaveLength(3));
    const menu = screen.getByRole('combobox', { name: 'Trier par' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Nouveautés',
      'Prix croissant',
      'Prix décroissant',
      'Nom A-Z',
      'Nom Z-A',
      'Meilleures remises',
    ]);

    await user.selectOptions(menu, 'Prix croissant');
    await waitFor(() => expect(gridNames()).toEqual(['Mini sac', 'Sac Riad', 'Sac Fès']));
    expect(listingCalls().at(-1)!.body).toMatchObject({ sort: 'price-asc', page: 1 });
    expect(router.state.location.search).toBe('?tri=price-asc');

    await user.selectOptions(menu, 'Prix décroissant');
    await waitFor(() => expect(gridNames()).toEqual(['Sac Fès', 'Sac Riad', 'Mini sac']));
    expect(listingCalls().at(-1)!.body).toMatchObject({ sort: 'price-desc' });
  });

  it('lists the subcategories of the same category in the sidebar, each to its listing', async () => {
    renderRoutes(routes, PATH);
    const nav = await screen.findByRole('navigation', { name: 'Sacs' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Pochettes', 'Sacs à main']),
    );
    expect(within(nav).getByRole('link', { name: 'Pochettes' }).getAttribute('href')).toBe(
      `/sacs-${CAT._id}/pochettes-${CLUTCH._id}`,
    );
    expect(
      within(nav).getByRole('link', { name: 'Sacs à main' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it("shows 'Aucun produit trouvé' with a way back and a way to every collection", async () => {
    shelf = [];
    const { user, router } = renderRoutes(routes, PATH);
    await screen.findByText('Aucun produit trouvé');
    screen.getByRole('button', { name: 'Retour' });
    await user.click(screen.getByRole('link', { name: 'Voir toutes les collections' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('makes no call when an id is missing from the address', async () => {
    renderRoutes(routes, '/sacs/sacs-a-main');
    await screen.findByText('Page 404');
    await new Promise((r) => setTimeout(r, 100));
    expect(listingCalls()).toEqual([]);
  });

  it('corrects an outdated slug, the ids deciding', async () => {
    const { router } = renderRoutes(
      routes,
      `/ancien-nom-${CAT._id}/autre-${HAND._id}?tri=discount`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(router.state.location.search).toBe('?tri=discount');
    expect(listingCalls()[0]!.body).toMatchObject({ sort: 'discount' });
  });
});
