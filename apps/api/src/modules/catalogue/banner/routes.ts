import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BannerInputSchema,
  BannerListRequestSchema,
  BannerListResponseSchema,
  BannerPageResponseSchema,
  BannerResponseSchema,
  BannerUpdateSchema,
  CATALOGUE_MSG,
  IdParamsSchema,
  MessageResponseSchema,
} from '@zina/shared/schemas/catalogue';
import { CATALOGUE_CACHE, cachedReads } from '../core/http-cache';
import { sendAnswer } from '../../../lib/shared-cache';
import { activeBannersAnswer } from './active';
import { bannerAdminService } from './admin';
import { bannerService } from './service';

const ok = (message: string) => ({ success: true, error: false, message });

export async function bannerRoutes(app: FastifyInstance) {
  const banners = bannerService(app.deps);
  const admin = bannerAdminService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { access: 'admin' } as const;

  await cachedReads(app, (reads) => {
    const r = reads.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/banner/active',
      {
        config: { access: 'public' },
        schema: { response: { 200: BannerListResponseSchema } },
      },
      async (_request, reply) =>
        sendAnswer(
          reply.header('cache-control', CATALOGUE_CACHE),
          await activeBannersAnswer(app.deps, banners),
        ),
    );
  });

  r.post(
    '/api/banner/get',
    {
      config: adminOnly,
      schema: { body: BannerListRequestSchema, response: { 200: BannerPageResponseSchema } },
    },
    async (request) => ({
      ...ok(CATALOGUE_MSG.bannerList),
      ...(await admin.list(request.body)),
    }),
  );

  r.post(
    '/api/banner/create',
    {
      config: adminOnly,
      schema: { body: BannerInputSchema, response: { 201: BannerResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ ...ok(CATALOGUE_MSG.bannerCreated), data: await admin.create(request.body) }),
  );

  r.put(
    '/api/banner/update',
    {
      config: adminOnly,
      schema: { body: BannerUpdateSchema, response: { 200: BannerResponseSchema } },
    },
    async (request) => ({
      ...ok(CATALOGUE_MSG.bannerUpdated),
      data: await admin.update(request.body),
    }),
  );

  r.delete(
    '/api/banner/delete/:id',
    {
      config: adminOnly,
      schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await admin.remove(request.params.id);
      return ok(CATALOGUE_MSG.bannerDeleted);
    },
  );

  r.patch(
    '/api/banner/toggle-status/:id',
    {
      config: adminOnly,
      schema: { params: IdParamsSchema, response: { 200: BannerResponseSchema } },
    },
    async (request) => {
      const banner = await admin.toggle(request.params.id);
      return {
        ...ok(banner.isActive ? CATALOGUE_MSG.bannerActivated : CATALOGUE_MSG.bannerDeactivated),
        data: banner,
      };
    },
  );
}
