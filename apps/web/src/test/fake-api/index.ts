/** The fake API of the web tests: see docs/ARCHITECTURE.md (Tests). */
export { server } from './server';
export { CONTRACT, type Body, type Route } from './contract';
export { answer, dropConnection, errorBody, noAnswer, ok, refuse } from './respond';
export {
  allCalls,
  callsTo,
  dropNext,
  holdNext,
  on,
  onRaw,
  refuseNext,
  type Call,
  type RawRoute,
  type RouteOptions,
} from './routes';
export {
  hexId,
  makeAddress,
  makeBanner,
  makeCategory,
  makeConfirmation,
  makeLine,
  makeOrder,
  makeOrderItem,
  makeProduct,
  makeSubcategory,
} from './fixtures';
export { fakeShop } from './shop';
export { fakeRoutes, type RouteTable } from './table';
export { fakeCatalogue } from './catalogue';
export { fakeOrderDetails } from './admin-orders';
export { fakeCodDesk } from './cod-desk';
export { fakeQuote } from './quote';
