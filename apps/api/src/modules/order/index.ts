/** Orders: checkout, the customer's and the back office's views. Other modules import from here only. */
export { orderRoutes } from './routes';
export { loadOrders } from './core/order-view';
export { orderRefCondition, orderRefsOf, orderWithRef } from './core/order-refs';
