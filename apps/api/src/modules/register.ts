import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../lib/tokens';
import { addressRoutes } from './address';
import { cartRoutes } from './cart';
import {
  bannerRoutes,
  categoryRoutes,
  pageHeadResolvers,
  productRoutes,
  stockRoutes,
  subcategoryRoutes,
} from './catalogue';
import { deliveryRoutes, feesRoutes } from './delivery';
import { feedRoutes } from './feed';
import { invoiceRoutes, isInvoiced } from './invoice';
import { mailQueueRoutes } from './mail-queue';
import { messagesRoutes } from './messages';
import {
  applyReportRows,
  deliveredCash,
  orderRefsOf,
  orderRoutes,
  ordersByRefs,
  ordersToShip,
  shipOrders,
} from './order';
import { fileRoutes } from './file';
import { oauthRoutes } from './oauth';
import { userRoutes } from './user';
import { webhooksRoutes } from './webhooks';

/** Every feature's routes, registered in one place by the app. */
export async function registerModules(
  app: FastifyInstance,
  opts: { runMailWorker?: boolean } = {},
): Promise<void> {
  await app.register(mailQueueRoutes, { run: opts.runMailWorker });
  await app.register(messagesRoutes, { run: opts.runMailWorker });
  await app.register(webhooksRoutes, { run: opts.runMailWorker });
  // Cookies only carry the Google sign-in's pending state and its one-use hand-over of the
  // session; the API itself authenticates with bearer tokens. The plugin (a parse of every
  // request, a hook on every answer) is registered for the two modules that use them.
  await app.register(async (signIn) => {
    await signIn.register(cookie, { secret: sha256(`oidc-cookie:${app.deps.config.jwtSecret}`) });
    await signIn.register(userRoutes);
    await signIn.register(oauthRoutes);
  });
  await app.register(fileRoutes);
  await app.register(categoryRoutes);
  await app.register(subcategoryRoutes);
  // The page heads show products, categories and banners: handed to the product routes, which
  // do not import them.
  await app.register(productRoutes, { pageHeads: pageHeadResolvers });
  await app.register(bannerRoutes);
  await app.register(cartRoutes);
  await app.register(addressRoutes);
  // An edit asks whether the order is invoiced; invoices sit above orders: handed in.
  await app.register(orderRoutes, { isInvoiced });
  // The stock history names orders, which sit above the catalogue: handed in, not imported.
  await app.register(stockRoutes, { orderRefsOf });
  await app.register(invoiceRoutes);
  // Shipping, reports and cash write orders, which sit above delivery: handed in, not imported.
  await app.register(deliveryRoutes, {
    orders: { ordersByRefs, ordersToShip, shipOrders, applyReportRows, deliveredCash },
  });
  await app.register(feesRoutes);
  await app.register(feedRoutes);
}
