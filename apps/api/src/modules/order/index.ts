/** Orders: checkout, the customer's and the back office's views. Other modules import from here only. */
export { orderRoutes } from './routes';
export { loadOrders } from './core/order-view';
export { orderRefCondition, orderRefsOf, orderWithRef } from './core/order-refs';
// Shipping, carriers' reports and cash (issue 47): handed to the delivery routes by register.ts.
export { ordersByRefs, ordersToShip, shipOrders } from './shipping/ship-orders';
export { applyReportRows } from './shipping/report-rows';
export { deliveredCash } from './shipping/carrier-cash';
