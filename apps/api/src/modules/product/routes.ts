import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ListingRequestSchema,
  ListingResponseSchema,
  ProductDetailsRequestSchema,
  ProductListRequestSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductRowResponseSchema,
  ProductsByCategoryRequestSchema,
  SearchRequestSchema,
  SearchResponseSchema,
} from '@zina/shared/schemas/catalogue';
import { CATALOGUE_CACHE, cachedReads } from '../category/http-cache';
import { productPageMetaResolvers } from './page-meta';
import { productService } from './service';
import { sitemapXml } from './sitemap';

const ok = (message: string) => ({ success: true, error: false, message });

export async function productRoutes(app: FastifyInstance) {
  const products = productService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.pageMetaResolvers.push(...productPageMetaResolvers(app.deps));

  r.post(
    '/api/product/get',
    {
      config: { access: 'public' },
      schema: { body: ProductListRequestSchema, response: { 200: ProductListResponseSchema } },
    },
    async (request) => {
      const result = await products.list(request.body);
      return {
        ...ok('Liste des produits'),
        data: result.data,
        totalCount: result.totalCount,
        totalNoPage: result.totalPages,
      };
    },
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
    async (request) => ({
      ...ok('Produits de la catégorie'),
      data: await products.byCategory(request.body.id, request.body.limit),
    }),
  );

  r.post(
    '/api/product/get-pruduct-by-category-and-subcategory',
    {
      config: { access: 'public' },
      schema: { body: ListingRequestSchema, response: { 200: ListingResponseSchema } },
    },
    async (request) => {
      const result = await products.listing(request.body);
      return {
        ...ok('Liste des produits'),
        data: result.data,
        page: result.page,
        totalCount: result.totalCount,
        totalNoPage: result.totalPages,
      };
    },
  );

  r.post(
    '/api/product/get-product-details',
    {
      config: { access: 'public' },
      schema: { body: ProductDetailsRequestSchema, response: { 200: ProductResponseSchema } },
    },
    async (request) => ({
      ...ok('Détails du produit'),
      data: await products.details(request.body.productId),
    }),
  );

  r.post(
    '/api/product/search-product',
    {
      config: { access: 'public' },
      schema: { body: SearchRequestSchema, response: { 200: SearchResponseSchema } },
    },
    async (request) => {
      const result = await products.search(request.body);
      return {
        ...ok('Résultats de la recherche'),
        data: result.data,
        page: result.page,
        totalPage: result.totalPages,
        totalCount: result.totalCount,
      };
    },
  );

  await cachedReads(app, (reads) => {
    reads.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CATALOGUE_CACHE)
        .send(await sitemapXml(app.deps)),
    );
  });
}
