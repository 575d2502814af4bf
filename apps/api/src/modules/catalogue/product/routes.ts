import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MSG,
  IdBodySchema,
  LISTING_PATH,
  LISTING_PATH_MISSPELT,
  ListingRequestSchema,
  MessageResponseSchema,
  ProductInputSchema,
  ProductUpdateSchema,
  ListingResponseSchema,
  ProductDetailsRequestSchema,
  ProductListRequestSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductRowResponseSchema,
  ProductSlugParamsSchema,
  ProductsByCategoryRequestSchema,
  SearchRequestSchema,
  SearchResponseSchema,
} from '@zina/shared/schemas/catalogue';
import { requireAuth } from '../../../lib/access';
import type { AppDeps } from '../../../lib/deps';
import { textResponse } from '../../../lib/openapi/responses';
import { sendCached } from '../../../lib/catalogue-cache';
import { sendAnswer } from '../../../lib/shared-cache';
import type { PageMetaResolver } from '../../../lib/spa';
import { CATALOGUE_CACHE, cachedReads } from '../core/http-cache';
import { productAdminService } from './admin';
import { productBySlugAnswer, productDetailsAnswer } from './details';
import { listingAnswer, searchAnswer } from './page-answers';
import { productService } from './service';
import { sitemapXml } from './sitemap';

const ok = (message: string) => ({ success: true, error: false, message });
const idsOfPage = (answer: { data: Array<{ _id: string }> }) => answer.data.map((p) => p._id);

/**
 * The heads of the storefront's pages (`page-heads/`), which sit above the products they show:
 * handed in by `register.ts`, not imported.
 */
export type PageHeads = (deps: AppDeps) => PageMetaResolver[];

export async function productRoutes(app: FastifyInstance, opts: { pageHeads: PageHeads }) {
  const products = productService(app.deps);
  const admin = productAdminService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { access: 'admin' } as const;
  app.pageMetaResolvers.push(...opts.pageHeads(app.deps));

  r.post(
    '/api/product/get',
    {
      config: { access: 'public' },
      schema: { body: ProductListRequestSchema, response: { 200: ProductListResponseSchema } },
    },
    async (request, reply) =>
      sendCached(
        reply,
        `product:list:${JSON.stringify(request.body)}`,
        ProductListResponseSchema,
        async () => {
          const result = await products.list(request.body);
          return {
            ...ok('Liste des produits'),
            data: result.data,
            totalCount: result.totalCount,
            totalNoPage: result.totalPages,
          };
        },
        { productIds: idsOfPage },
      ),
  );

  r.post(
    '/api/product/get-product-by-category',
    {
      config: { access: 'public' },
      schema: {
        body: ProductsByCategoryRequestSchema,
        response: { 200: ProductRowResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        reply,
        `product:by-category:${JSON.stringify(request.body)}`,
        ProductRowResponseSchema,
        async () => ({
          ...ok('Produits de la catégorie'),
          data: await products.byCategory(request.body.id, request.body.limit),
        }),
        { productIds: idsOfPage },
      ),
  );

  for (const [path, hide] of [
    [LISTING_PATH, false],
    [LISTING_PATH_MISSPELT, true],
  ] as const) {
    r.post(
      path,
      {
        config: { access: 'public' },
        schema: { hide, body: ListingRequestSchema, response: { 200: ListingResponseSchema } },
      },
      async (request, reply) =>
        sendAnswer(reply, await listingAnswer(app.deps, products, request.body)),
    );
  }

  r.post(
    '/api/product/get-product-details',
    {
      config: { access: 'public' },
      schema: { body: ProductDetailsRequestSchema, response: { 200: ProductResponseSchema } },
    },
    async (request, reply) =>
      sendAnswer(reply, await productDetailsAnswer(app.deps, products, request.body.productId)),
  );

  r.get(
    '/api/product/by-slug/:slug',
    {
      config: { access: 'public' },
      schema: { params: ProductSlugParamsSchema, response: { 200: ProductResponseSchema } },
    },
    async (request, reply) =>
      sendAnswer(reply, await productBySlugAnswer(app.deps, products, request.params.slug)),
  );

  r.post(
    '/api/product/search-product',
    {
      config: { access: 'public' },
      schema: { body: SearchRequestSchema, response: { 200: SearchResponseSchema } },
    },
    async (request, reply) =>
      sendAnswer(reply, await searchAnswer(app.deps, products, request.body)),
  );

  r.post(
    '/api/product/create',
    {
      config: adminOnly,
      schema: { body: ProductInputSchema, response: { 201: ProductResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...ok(CATALOGUE_MSG.productCreated),
        data: await admin.create(request.body, requireAuth(request).userId),
      }),
  );

  r.put(
    '/api/product/update-product-details',
    {
      config: adminOnly,
      schema: { body: ProductUpdateSchema, response: { 200: ProductResponseSchema } },
    },
    async (request) => ({
      ...ok(CATALOGUE_MSG.productUpdated),
      data: await admin.update(request.body, requireAuth(request).userId),
    }),
  );

  r.delete(
    '/api/product/delete-product',
    {
      config: adminOnly,
      schema: { body: IdBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await admin.remove(request.body._id);
      return ok(CATALOGUE_MSG.productDeleted);
    },
  );

  await cachedReads(app, (reads) => {
    reads.get(
      '/sitemap.xml',
      {
        config: { access: 'public' },
        schema: { response: textResponse('application/xml', 'Plan du site (protocole Sitemaps)') },
      },
      async (_request, reply) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', CATALOGUE_CACHE)
          .send(await sitemapXml(app.deps)),
    );
  });
}
