/** The customer's cart. Other modules import from here only. */
export { cartRoutes } from './routes';
export { cartLinesOf, cartProductIds, removeCartLines, type CheckoutLine } from './service';
