import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { DELIVERY_MSG, ImportResultSchema, isCarrier } from '@zina/shared/schemas/delivery';
import type { Carrier } from '@zina/shared/schemas/shipment';
import { invalid, unauthenticated } from '../../../lib/errors';
import { REPORT_MAPPINGS } from '../carriers/mappings';
import { rowsByMapping } from '../carriers/report-adapter';
import type { Cell } from '../carriers/spreadsheet';
import type { DeliveryOrders } from '../orders-port';
import { applyRows } from '../reports/import-report';

/** A carrier pushes a few updates at a time. */
const WEBHOOK_MAX_BYTES = 256 * 1024;
const MAX_UPDATES = 500;

const UpdateSchema = z.object({
  tracking: z.unknown(),
  status: z.unknown(),
  collected: z.unknown().optional(),
  fee: z.unknown().optional(),
});
const BodySchema = z.union([
  UpdateSchema,
  z.array(UpdateSchema).min(1).max(MAX_UPDATES),
  z.object({ updates: z.array(UpdateSchema).min(1).max(MAX_UPDATES) }),
]);

/** Whether `header` is `sha256=<hex>` of the HMAC-SHA256 of the raw body with the carrier's secret. */
export function signatureMatches(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

const cell = (v: unknown): Cell =>
  v === undefined || v === null ? null : typeof v === 'number' ? v : String(v);

/**
 * `POST /api/delivery/webhook/:carrier` (issue 47): a carrier pushes status updates, signed with
 * the carrier's secret (DELIVERY_WEBHOOK_SECRET_<CODE>) as `x-signature: sha256=<hex>` over the
 * raw body. A carrier without a secret, a missing or wrong signature: 401, nothing read. The
 * updates (`{ tracking, status, collected, fee }`, a list of them, or `{ updates: [...] }`) go
 * through the carrier's mapping and the same rules as a report's rows, applied at once.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { orders: DeliveryOrders }) {
  const { deps } = app;
  const secrets = deps.config.deliveryWebhookSecrets;
  // The signature is over the bytes as sent: this scope keeps the body raw, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/delivery/webhook/:carrier',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ carrier: z.string().max(40) }),
        response: { 200: apiResponse(ImportResultSchema) },
      },
    },
    async (request) => {
      const code = request.params.carrier;
      const secret = isCarrier(code) ? secrets[code] : undefined;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!secret || !signatureMatches(secret, raw, request.headers['x-signature'])) {
        throw unauthenticated(DELIVERY_MSG.badSignature);
      }
      const carrier = code as Carrier;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        throw invalid(DELIVERY_MSG.badFile);
      }
      const body = BodySchema.safeParse(parsed);
      if (!body.success) throw invalid(DELIVERY_MSG.emptyReport);
      const updates = Array.isArray(body.data)
        ? body.data
        : 'updates' in body.data
          ? body.data.updates
          : [body.data];
      const table: Cell[][] = [
        ['tracking', 'status', 'collected', 'fee'],
        ...updates.map((u) => [cell(u.tracking), cell(u.status), cell(u.collected), cell(u.fee)]),
      ];
      const rows = rowsByMapping(table, REPORT_MAPPINGS[carrier]);
      const result = await applyRows(deps, opts.orders, carrier, rows, {
        apply: true,
        by: null,
        fileSha256: createHash('sha256').update(raw).digest('hex'),
      });
      if (result.changes > 0) app.wakeMailWorker();
      return { success: true, error: false, message: DELIVERY_MSG.webhookApplied, data: result };
    },
  );
}
