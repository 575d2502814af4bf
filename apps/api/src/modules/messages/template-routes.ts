import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  MESSAGE_TEMPLATES_MSG,
  MessageEventSchema,
  MessageTemplateInputSchema,
  MessageTemplateSchema,
} from '@zina/shared/schemas/message-templates';
import { requireAuth } from '../../lib/access';
import { messageTemplateList, resetMessageTemplate, saveMessageTemplate } from './templates';

const EventParams = z.object({ event: MessageEventSchema });

/** « Messages » (issue 47): the texts sent to customers' phones, edited by an admin. */
export async function messageTemplateRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const ok = <T>(message: string, data: T) => ({ success: true, error: false, message, data });
  const one = { 200: apiResponse(MessageTemplateSchema) };

  r.get(
    '/api/messages/templates',
    { config: admin, schema: { response: { 200: apiResponse(z.array(MessageTemplateSchema)) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(MESSAGE_TEMPLATES_MSG.templates, await messageTemplateList(db));
    },
  );

  r.put(
    '/api/messages/templates/:event',
    {
      config: admin,
      schema: { params: EventParams, body: MessageTemplateInputSchema, response: one },
    },
    async (request) =>
      ok(
        MESSAGE_TEMPLATES_MSG.saved,
        await saveMessageTemplate(
          db,
          request.params.event,
          request.body.text,
          requireAuth(request).userId,
        ),
      ),
  );

  r.delete(
    '/api/messages/templates/:event',
    { config: admin, schema: { params: EventParams, response: one } },
    async (request) =>
      ok(MESSAGE_TEMPLATES_MSG.reset, await resetMessageTemplate(db, request.params.event)),
  );
}
