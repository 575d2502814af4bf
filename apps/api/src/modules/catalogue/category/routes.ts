import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@zina/shared/messages';
import {
  CATALOGUE_MSG,
  CategoryDeleteQuerySchema,
  CategoryDeleteSchema,
  CategoryInputSchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  CategoryUpdateSchema,
  IdParamsSchema,
  MessageResponseSchema,
} from '@zina/shared/schemas/catalogue';
import { sendAnswer } from '../../../lib/shared-cache';
import { invalid } from '../../../lib/errors';
import { categoryAdminService } from './admin';
import { categoryListAnswer } from './list-answer';
import { CATALOGUE_CACHE, cachedReads } from '../core/http-cache';
import { categoryService } from './service';

const ok = (message: string) => ({ success: true, error: false, message });

export async function categoryRoutes(app: FastifyInstance) {
  const categories = categoryService(app.deps);
  const admin = categoryAdminService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { access: 'admin' } as const;

  await cachedReads(app, (reads) => {
    const r = reads.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/category/get',
      {
        config: { access: 'public' },
        schema: { response: { 200: CategoryListResponseSchema } },
      },
      async (_request, reply) =>
        sendAnswer(
          reply.header('cache-control', CATALOGUE_CACHE),
          await categoryListAnswer(app.deps, categories),
        ),
    );
  });

  r.post(
    '/api/category/add-category',
    {
      config: adminOnly,
      schema: { body: CategoryInputSchema, response: { 201: CategoryResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ ...ok(CATALOGUE_MSG.categoryAdded), data: await admin.create(request.body) }),
  );

  r.put(
    '/api/category/update',
    {
      config: adminOnly,
      schema: { body: CategoryUpdateSchema, response: { 200: CategoryResponseSchema } },
    },
    async (request) => ({
      ...ok(CATALOGUE_MSG.categoryUpdated),
      data: await admin.update(request.body),
    }),
  );

  // SPEC.md §7: one screen sends the id in the body, another ends the path with it.
  r.delete(
    '/api/category/delete',
    {
      config: adminOnly,
      schema: {
        body: CategoryDeleteSchema,
        querystring: CategoryDeleteQuerySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { _id, detach } = request.body;
      if (!_id) throw invalid(MSG.invalidId);
      await admin.remove(_id, { detach: detach || request.query.detach });
      return ok(CATALOGUE_MSG.categoryDeleted);
    },
  );

  r.delete(
    '/api/category/delete/:id',
    {
      config: adminOnly,
      schema: {
        params: IdParamsSchema,
        body: CategoryDeleteSchema,
        querystring: CategoryDeleteQuerySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await admin.remove(request.params.id, {
        detach: request.body.detach || request.query.detach,
      });
      return ok(CATALOGUE_MSG.categoryDeleted);
    },
  );
}
