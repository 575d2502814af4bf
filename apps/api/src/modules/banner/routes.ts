import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE, cachedReads } from '../category/http-cache';
import { BannerListResponseSchema } from '@zina/shared/schemas/catalogue';
import { bannerService } from './service';

export async function bannerRoutes(app: FastifyInstance) {
  const banners = bannerService(app.deps);

  await cachedReads(app, (reads) => {
    const r = reads.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/banner/active',
      {
        config: { access: 'public' },
        schema: { response: { 200: BannerListResponseSchema } },
      },
      async (_request, reply) => {
        reply.header('cache-control', CATALOGUE_CACHE);
        return {
          success: true,
          error: false,
          message: 'Bannières actives',
          data: await banners.active(),
        };
      },
    );
  });
}
