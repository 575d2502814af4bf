/** Invoices of placed orders; it reads orders through the order module, never the reverse. */
export { invoiceRoutes } from './routes';
export { isInvoiced } from './invoiced';
