/* The listing's API paths, without zod (schemas/catalogue.ts re-exports them). */

/** The subcategory listing's path (POST). */
export const LISTING_PATH = '/api/product/get-product-by-category-and-subcategory';
/**
 * The same route as the contract first spelt it (SPEC.md §7): still answered, so no existing
 * client breaks, but left out of the API document and no longer used by the shop.
 */
export const LISTING_PATH_MISSPELT = '/api/product/get-pruduct-by-category-and-subcategory';
