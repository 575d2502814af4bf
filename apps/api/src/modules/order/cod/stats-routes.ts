import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  COD_MSG,
  CodStatsQuerySchema,
  CodStatsSchema,
  codStatsCsvName,
} from '@zina/shared/schemas/cod';
import { textResponse } from '../../../lib/openapi/responses';
import { codStatsCsv } from './stats-csv';
import { codStatsService } from './stats';

/** The cash-on-delivery figures (issue #20): JSON for the page, CSV for a spreadsheet. */
export async function codStatsRoutes(app: FastifyInstance) {
  const figures = codStatsService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  r.get(
    '/api/order/admin/cod-stats',
    {
      config: admin,
      schema: { querystring: CodStatsQuerySchema, response: { 200: apiResponse(CodStatsSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: COD_MSG.stats,
      data: await figures.stats(request.query),
    }),
  );

  r.get(
    '/api/order/admin/cod-stats.csv',
    {
      config: admin,
      schema: {
        querystring: CodStatsQuerySchema,
        response: textResponse('text/csv', COD_MSG.stats),
      },
    },
    async (request, reply) => {
      const stats = await figures.stats(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${codStatsCsvName(stats.from, stats.to)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(codStatsCsv(stats));
    },
  );
}
