import type { FastifyInstance } from 'fastify';
import { fileRoutes } from './file/routes';
import { oauthRoutes } from './oauth/routes';
import { userRoutes } from './user/routes';

/** Every feature's routes, registered in one place by the app. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
  await app.register(oauthRoutes);
  await app.register(fileRoutes);
}
