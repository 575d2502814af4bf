import { SEARCHES } from './queries.mjs';

const json = { 'content-type': 'application/json' };
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const SORTS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'discount'];
const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Each scenario: one or more autocannon runs (name + request list) over the sample data. */
export const SCENARIOS = {
  categories: () => [
    { name: 'categories', requests: [{ method: 'GET', path: '/api/category/get' }] },
  ],

  listing: ({ pairs }) => {
    const run = (name, deep) => ({
      name,
      requests: [
        {
          method: 'POST',
          path: '/api/product/get-product-by-category-and-subcategory',
          headers: json,
          setupRequest: (req) => {
            const pair = pick(pairs);
            const lastPage = Math.max(1, Math.ceil(pair.n / 8));
            req.body = JSON.stringify({
              categoryId: pair.category_id,
              subCategoryId: pair.subcategory_id,
              page: deep ? Math.max(1, Math.floor(lastPage / 2)) : 1,
              limit: 8,
              sort: pick(SORTS),
            });
            return req;
          },
        },
      ],
    });
    return [run('listing-page1', false), run('listing-deep', true)];
  },

  product: ({ products }) => [
    {
      name: 'product',
      requests: [
        {
          method: 'POST',
          path: '/api/product/get-product-details',
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ productId: pick(products).id }),
          }),
        },
      ],
    },
  ],

  search: () => [
    {
      name: 'search',
      requests: [
        {
          method: 'POST',
          path: '/api/product/search-product',
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ search: pick(SEARCHES), page: 1 }),
          }),
        },
      ],
    },
  ],

  home: ({ products }) => [
    { name: 'home-html', requests: [{ method: 'GET', path: '/' }] },
    {
      name: 'product-html',
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            const p = pick(products);
            return { ...req, path: `/product/${slug(p.name)}-${p.id}` };
          },
        },
      ],
    },
  ],
};
