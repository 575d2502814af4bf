const post = async (base, path, body = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status}`);
  return res.json();
};

/**
 * Real storefront addresses: the first category and subcategory (API order) with products, and
 * its first product. Their canonical slugs come from the shop's own sitemap, ids from the API.
 */
export async function pickPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const pathOf = (...ids) => paths.find((p) => ids.every((id) => p.includes(id)));
  const categories = (await (await fetch(`${base}/api/category/get`)).json()).data;
  const subcategories = (await post(base, '/api/subcategory/get')).data;
  for (const category of categories) {
    for (const sub of subcategories.filter((s) => s.category.some((c) => c._id === category._id))) {
      const listing = await post(base, '/api/product/get-product-by-category-and-subcategory', {
        categoryId: category._id,
        subCategoryId: sub._id,
      });
      const product = listing.data[0];
      const listingPath = pathOf(category._id, sub._id);
      const productPath = product && pathOf('/product/', product._id);
      if (!listingPath || !productPath) continue;
      return [
        { name: 'home', path: '/' },
        { name: 'listing', path: listingPath },
        { name: 'product', path: productPath },
        { name: 'search', path: '/search?q=sac' },
      ];
    }
  }
  throw new Error('no subcategory with products in the demo catalogue');
}
