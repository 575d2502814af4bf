/** The customer's delivery addresses. Other modules import from here only. */
export { addressRoutes } from './routes';
export { disableAddressesOf, usableAddress, type DeliveryAddress } from './service';
