import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './address/routes';
import { cartRoutes } from './cart/routes';
import { invoiceRoutes } from './invoice/routes';
import { orderRoutes } from './order/routes';
import { stockRoutes } from './stock/routes';
import { fileRoutes } from './file/routes';
import { oauthRoutes } from './oauth/routes';
import { userRoutes } from './user/routes';

/** Every feature's routes, registered in one place by the app. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
  await app.register(oauthRoutes);
  await app.register(fileRoutes);
  await app.register(cartRoutes);
  await app.register(addressRoutes);
  await app.register(orderRoutes);
  await app.register(stockRoutes);
  await app.register(invoiceRoutes);
}
