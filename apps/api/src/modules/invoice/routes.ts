import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  AdminInvoicePageSchema,
  AdminInvoicesQuerySchema,
  INVOICE_ADMIN_MSG,
  INVOICE_MSG,
  InvoiceSummarySchema,
} from '@zina/shared/schemas/invoice';
import { OrderRefQuerySchema } from '@zina/shared/schemas/order';
import { requireAuth } from '../../lib/access';
import { invoiceAdminService } from './admin-list';
import { invoiceService } from './service';

export async function invoiceRoutes(app: FastifyInstance) {
  const invoices = invoiceService(app.deps);
  const invoicesAdmin = invoiceAdminService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/invoice/generate',
    {
      config: { access: 'user' },
      // The body is a PDF buffer, sent as is (Fastify does not serialise buffers).
      schema: { querystring: OrderRefQuerySchema, response: { 200: z.instanceof(Buffer) } },
    },
    async (request, reply) => {
      const { number, pdf } = await invoices.generate(request.query.orderId, requireAuth(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.get(
    '/api/invoice/my-invoices',
    {
      config: { access: 'user' },
      schema: { response: { 200: apiResponse(z.array(InvoiceSummarySchema)) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: INVOICE_MSG.list,
      data: await invoices.listOf(requireAuth(request).userId),
    }),
  );

  // Admins download any invoice's PDF through /api/invoice/generate?orderId=.
  r.get(
    '/api/invoice/admin/all-invoices',
    {
      config: { access: 'admin' },
      schema: { querystring: AdminInvoicesQuerySchema, response: { 200: AdminInvoicePageSchema } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: INVOICE_ADMIN_MSG.list,
      ...(await invoicesAdmin.list(request.query)),
    }),
  );
}
