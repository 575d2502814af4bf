/** Orders: checkout, the customer's and the back office's views. Other modules import from here only. */
export { orderRoutes } from './routes';
export { loadOrders } from './order-view';
export { orderRefsOf, orderWithRef } from './order-refs';
export { orderRefCondition } from './service';
