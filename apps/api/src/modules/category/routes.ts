import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE, cachedReads } from './http-cache';
import { CategoryListResponseSchema } from '@zina/shared/schemas/catalogue';
import { categoryService } from './service';

export async function categoryRoutes(app: FastifyInstance) {
  const categories = categoryService(app.deps);

  await cachedReads(app, (reads) => {
    const r = reads.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/category/get',
      {
        config: { access: 'public' },
        schema: { response: { 200: CategoryListResponseSchema } },
      },
      async (_request, reply) => {
        reply.header('cache-control', CATALOGUE_CACHE);
        return {
          success: true,
          error: false,
          message: 'Liste des catégories',
          data: await categories.list(),
        };
      },
    );
  });
}
