/**
 * The catalogue's public face: categories, subcategories, products, banners and the stock on the
 * shelf. Other modules import from here only; the tables and files inside are the catalogue's own.
 */
export { bannerRoutes } from './banner/routes';
export { categoryRoutes } from './category/routes';
export { CATALOGUE_CACHE } from './core/http-cache';
export { pageHeadResolvers } from './page-heads';
export { productCatalogue } from './product/catalogue-stream';
export { productRoutes } from './product/routes';
export {
  productJson,
  productOfJson,
  shelfCount,
  shelfStock,
  stockOf,
  type ProductJson,
  type ShelfCount,
} from './stock/catalogue-lookup';
export { stockRoutes } from './stock/routes';
export {
  lockProducts,
  productsOnShelf,
  putBackForOrder,
  putBackForOrders,
  readProducts,
  checkoutTake,
  takeRows,
  lowStockTaken,
  takeForOrder,
  type LockedProduct,
} from './stock/service';
export { subcategoryRoutes } from './subcategory/routes';
