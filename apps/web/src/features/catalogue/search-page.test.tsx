import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, act, screen, waitFor } from '@testing-library/react';
import SearchPage from './search-page';
import { countLabel } from './count-label';
import { searchTermOf } from '@zina/shared/search-term';
import { makeProduct } from './test-data';
import { callsTo, fakeRoutes, holdNext, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';

// A page that waits on its data can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PER_PAGE = 3;
const TOTAL_PAGES = 3;

beforeEach(() => {
  fakeRoutes(
    {
      'POST /api/product/search-product': ({ body }) => {
        const search = String(body?.search);
        const page = Number(body?.page);
        if (search === 'sac') {
          // More matches than the server counts: it says so (totalCapped).
          return {
            ...ok([makeProduct({ name: 'Sac 1' })]),
            page,
            totalPage: 84,
            totalCount: 1000,
            totalCapped: true,
          };
        }
        if (search !== 'montre') return { ...ok([]), page: 1, totalPage: 0, totalCount: 0 };
        const data = Array.from({ length: PER_PAGE }, (_, i) =>
          makeProduct({ name: `Montre ${(page - 1) * PER_PAGE + i + 1}` }),
        );
        return { ...ok(data), page, totalPage: TOTAL_PAGES, totalCount: PER_PAGE * TOTAL_PAGES };
      },
    },
    {},
  );
});

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

/** happy-dom lays nothing out: give the page a height and a scroll position. */
function setScroll({ height, viewport, y }: { height: number; viewport: number; y: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => height,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

const searchCalls = () => callsTo('POST /api/product/search-product');
const names = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');

describe('search term from the address (SPEC.md §2)', () => {
  it('drops the first 3 characters of the query string and decodes the rest', () => {
    expect(searchTermOf('?q=sac%20%C3%A0%20main')).toBe('sac à main');
    expect(searchTermOf('?q=lunettes+soleil')).toBe('lunettes soleil');
    expect(searchTermOf('?q=100%')).toBe('100%');
    expect(searchTermOf('')).toBe('');
    expect(searchTermOf('?tri=x&q=montre')).toBe('montre');
  });
});

describe('search page (SPEC.md §2, §4, §9)', () => {
  it('shows 10 skeletons, then the first page, and loads the next one at 80 % of the scroll', async () => {
    setScroll({ height: 2000, viewport: 800, y: 0 });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?q=montre');
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(10);
    await screen.findByRole('heading', { level: 1, name: 'Résultats pour « montre »' });
    await waitFor(() => expect(names()).toEqual(['Montre 1', 'Montre 2', 'Montre 3']));
    expect(searchCalls().map((c) => c.body)).toEqual([{ search: 'montre', page: 1 }]);

    // 79 % seen: nothing more.
    setScroll({ height: 2000, viewport: 800, y: 780 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 200));
    });
    expect(searchCalls()).toHaveLength(1);

    setScroll({ height: 2000, viewport: 800, y: 800 });
    const release = holdNext('POST /api/product/search-product');
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(searchCalls()).toHaveLength(2));
    // The next rows make the page longer (happy-dom lays nothing out): no longer at 80 %.
    setScroll({ height: 4000, viewport: 800, y: 800 });
    release();
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(names().slice(3)).toEqual(['Montre 4', 'Montre 5', 'Montre 6']);
    expect(searchCalls().at(-1)!.body).toEqual({ search: 'montre', page: 2 });
  });

  it('stops asking once the last page has come', async () => {
    // A page shorter than the screen keeps loading until the results end.
    setScroll({ height: 500, viewport: 800, y: 0 });
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?q=montre');
    await waitFor(() => expect(names()).toHaveLength(PER_PAGE * TOTAL_PAGES));
    await new Promise((r) => setTimeout(r, 300));
    expect(searchCalls().map((c) => c.body?.page)).toEqual([1, 2, 3]);
  });

  it('counts the results, and says "plus de" when the server stopped counting', async () => {
    setScroll({ height: 5000, viewport: 800, y: 0 });
    const { router } = renderRoutes(
      [{ path: '/search', element: <SearchPage /> }],
      '/search?q=montre',
    );
    await screen.findByText('9 produits');
    await act(() => router.navigate('/search?q=sac'));
    await screen.findByText(`Plus de ${countLabel(1000)}`);
  });

  it("shows 'No Data found' when nothing matches", async () => {
    renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?q=zzzz');
    await screen.findByText('No Data found');
    expect(searchCalls().map((c) => c.body)).toEqual([{ search: 'zzzz', page: 1 }]);
  });

  it('replaces the results when the term changes', async () => {
    const { router } = renderRoutes(
      [{ path: '/search', element: <SearchPage /> }],
      '/search?q=zzzz',
    );
    await screen.findByText('No Data found');
    setScroll({ height: 2000, viewport: 800, y: 0 });
    await act(() => router.navigate('/search?q=montre', { replace: true }));
    await waitFor(() => expect(names()).toEqual(['Montre 1', 'Montre 2', 'Montre 3']));
    expect(screen.queryByText('No Data found')).toBeNull();
  });
});
