/** Delivery: fees by city, carriers, shipping, carriers' reports and cash (issue 47). */
export { deliveryFeesFrom, deliveryFeesOf, savedDeliveryFees } from './fees/fee-settings';
export { feesRoutes } from './fees/fees-routes';
export { deliveryRoutes } from './routes';
