/** The customer's cart. Other modules import from here only. */
export { cartRoutes } from './routes';
export { cartLinesOf, removeCartLines, type CheckoutLine } from './service';
