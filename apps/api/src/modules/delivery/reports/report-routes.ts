import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiResponse } from '@zina/shared/api-response';
import { DELIVERY_MSG, ImportQuerySchema, ImportResultSchema } from '@zina/shared/schemas/delivery';
import { requireAuth } from '../../../lib/access';
import { AppError, invalid } from '../../../lib/errors';
import type { ReportFile } from '../carriers/adapter';
import { carrierOf } from '../carriers/carriers';
import type { DeliveryOrders } from '../orders-port';
import { importReport } from './import-report';

/** A carrier's report is a spreadsheet export: 10 MB holds far more than the 20 000 rows read. */
const REPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The uploaded report: the one file of the form, in the field `file` (any other name is refused). */
async function reportFile(request: FastifyRequest): Promise<ReportFile> {
  if (!request.isMultipart()) throw invalid(DELIVERY_MSG.noFile);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw invalid(DELIVERY_MSG.noFile);
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw invalid(DELIVERY_MSG.fileTooBig);
    return { bytes, filename: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid(DELIVERY_MSG.fileTooBig);
    }
    throw invalid(DELIVERY_MSG.noFile);
  }
}

/** Carriers' status and cash reports (issue 47 item 3): preview, then apply. */
export async function reportRoutes(app: FastifyInstance, opts: { orders: DeliveryOrders }) {
  const { deps } = app;
  // Only this scope reads multipart forms (as the image uploads' scopes do).
  await app.register(multipart, {
    limits: { fileSize: REPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/delivery/import',
    {
      config: { access: 'staff' },
      schema: {
        querystring: ImportQuerySchema,
        response: { 200: apiResponse(ImportResultSchema) },
      },
    },
    async (request) => {
      const carrier = carrierOf(request.query.carrier);
      const apply = request.query.apply === 'true';
      const file = await reportFile(request);
      const result = await importReport(deps, opts.orders, carrier, file, {
        apply,
        by: requireAuth(request).userId,
      });
      if (apply && result.changes > 0) app.wakeMailWorker();
      return {
        success: true,
        error: false,
        message: apply ? DELIVERY_MSG.applied : DELIVERY_MSG.preview,
        data: result,
      };
    },
  );
}
