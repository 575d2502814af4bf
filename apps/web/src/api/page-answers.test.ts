import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveBanners } from '../features/catalogue/api/get-active-banners';
import { getListing } from '../features/catalogue/api/get-listing';
import { getProductDetails } from '../features/catalogue/api/get-product-details';
import { searchProducts } from '../features/catalogue/api/search-products';
import { makeBanner, makeProduct } from '../test/fake-api/fixtures';

const ID = '0123456789abcdef01234567';
// Whole records: the answers are checked against the shared schemas like any other.
const SAC = makeProduct('Sac', { _id: ID });
const SOLDES = makeBanner('Soldes', { _id: ID });
const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  error: false,
  message: '',
  data,
  ...extra,
});

// The keys as the server writes them (apps/api/src/modules/catalogue/page-heads/page-heads.test.ts).
const EMBEDDED = {
  [`POST /api/product/get-product-details {"productId":"${ID}"}`]: ok(SAC),
  [`POST /api/product/get-product-by-category-and-subcategory {"categoryId":"${ID}","subCategoryId":"${ID}","page":1,"limit":8,"sort":"newest"}`]:
    ok([SAC], { page: 1, totalNoPage: 1, totalCount: 1 }),
  'POST /api/product/search-product {"search":"sac </script>","page":1}': ok([SAC], {
    page: 1,
    totalPage: 1,
    totalCount: 1,
  }),
  'GET /api/banner/active null': ok([SOLDES]),
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('page-answers')?.remove();
});

describe('answers embedded in the page', () => {
  it('serve the first call of each page without the network, and only the first', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-answers';
    // As the server escapes it inside <script>.
    script.textContent = JSON.stringify(EMBEDDED).replace(/</g, '\\u003c');
    document.head.append(script);
    const fetch = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', fetch);

    await expect(getProductDetails(ID)).resolves.toEqual(SAC);
    await expect(
      getListing({ categoryId: ID, subCategoryId: ID, sort: 'newest', page: 1 }),
    ).resolves.toMatchObject({ products: [{ _id: ID }], totalCount: 1 });
    await expect(searchProducts({ search: 'sac </script>', page: 1 })).resolves.toMatchObject({
      products: [{ _id: ID }],
      totalPages: 1,
    });
    await expect(getActiveBanners()).resolves.toEqual([SOLDES]);
    expect(fetch).not.toHaveBeenCalled();

    // Used once: a later call (a refetch) asks the server.
    await expect(getProductDetails(ID)).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
