import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { absoluteUrl } from '../public-url';
import { registerDocsPage } from './docs-page';
import { openApiTransform } from './transform';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * /api/openapi.json, built from the routes' own zod schemas, and its interactive page at
 * /api/docs. Registered before the modules: the document collects routes as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  if (!config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zina API',
        version: '1.0.0',
        description:
          'API de la boutique Zina. Les réponses suivent la forme { success, error, message, data }. ' +
          'Les routes réservées demandent un jeton « Authorization: Bearer … » obtenu par /api/user/login.',
      },
      servers: [{ url: absoluteUrl(config.publicUrl, '/') }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
  });
  app.get(
    OPENAPI_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  registerDocsPage(app, OPENAPI_PATH);
}
