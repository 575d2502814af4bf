import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MSG,
  IdBodySchema,
  MessageResponseSchema,
  SubcategoryInputSchema,
  SubcategoryListResponseSchema,
  SubcategoryResponseSchema,
  SubcategoryUpdateSchema,
} from '@zina/shared/schemas/catalogue';
import { sendAnswer } from '../../../lib/shared-cache';
import { subcategoryAdminService } from './admin';
import { subcategoryListAnswer } from './list-answer';
import { subcategoryService } from './service';

const ok = (message: string) => ({ success: true, error: false, message });

export async function subcategoryRoutes(app: FastifyInstance) {
  const subcategories = subcategoryService(app.deps);
  const admin = subcategoryAdminService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { access: 'admin' } as const;

  // POST in the contract (SPEC.md §7), so browsers do not cache it; the body is ignored.
  r.post(
    '/api/subcategory/get',
    {
      config: { access: 'public' },
      schema: { response: { 200: SubcategoryListResponseSchema } },
    },
    async (_request, reply) =>
      sendAnswer(reply, await subcategoryListAnswer(app.deps, subcategories)),
  );

  r.post(
    '/api/subcategory/create',
    {
      config: adminOnly,
      schema: { body: SubcategoryInputSchema, response: { 201: SubcategoryResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...ok(CATALOGUE_MSG.subcategoryCreated),
        data: await admin.create(request.body),
      }),
  );

  r.put(
    '/api/subcategory/update',
    {
      config: adminOnly,
      schema: { body: SubcategoryUpdateSchema, response: { 200: SubcategoryResponseSchema } },
    },
    async (request) => ({
      ...ok(CATALOGUE_MSG.subcategoryUpdated),
      data: await admin.update(request.body),
    }),
  );

  // The screen sends the whole row object (SPEC.md §7): only its _id is read.
  r.delete(
    '/api/subcategory/delete',
    {
      config: adminOnly,
      schema: { body: IdBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await admin.remove(request.body._id);
      return ok(CATALOGUE_MSG.subcategoryDeleted);
    },
  );
}
