import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SubcategoryListResponseSchema } from '@zina/shared/schemas/catalogue';
import { subcategoryService } from './service';

export async function subcategoryRoutes(app: FastifyInstance) {
  const subcategories = subcategoryService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST in the contract (SPEC.md §7), so browsers do not cache it; the body is ignored.
  r.post(
    '/api/subcategory/get',
    {
      config: { access: 'public' },
      schema: { response: { 200: SubcategoryListResponseSchema } },
    },
    async () => ({
      success: true,
      error: false,
      message: 'Liste des sous-catégories',
      data: await subcategories.list(),
    }),
  );
}
