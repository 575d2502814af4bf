import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { IdSchema } from '@zina/shared/schemas/common';
import {
  STAFF_MSG,
  StaffAcceptSchema,
  StaffInviteSchema,
  StaffMemberSchema,
  StaffUpdateSchema,
} from '@zina/shared/schemas/staff';
import { requireAuth } from '../../../lib/access';
import { staffService } from './staff-service';

const Message = apiResponse(z.undefined().optional());

/** The team page's calls (issue 46): the admin's, and the invitation link's (no sign-in). */
export async function staffRoutes(app: FastifyInstance) {
  const staff = staffService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const ok = <T>(message: string, data: T) => ({ success: true, error: false, message, data });

  r.get(
    '/api/staff',
    { config: admin, schema: { response: { 200: apiResponse(z.array(StaffMemberSchema)) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(STAFF_MSG.list, await staff.list());
    },
  );

  r.post(
    '/api/staff/invite',
    { config: admin, schema: { body: StaffInviteSchema, response: { 201: Message } } },
    async (request, reply) => {
      await staff.invite(request.body, requireAuth(request).userId);
      app.wakeMailWorker();
      return reply.code(201).send({ success: true, error: false, message: STAFF_MSG.invited });
    },
  );

  r.patch(
    '/api/staff/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: IdSchema }),
        body: StaffUpdateSchema,
        response: { 200: apiResponse(StaffMemberSchema) },
      },
    },
    async (request) =>
      ok(
        STAFF_MSG.updated,
        await staff.update(request.params.id, request.body, requireAuth(request).userId),
      ),
  );

  r.post(
    '/api/staff/accept',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' },
      },
      schema: { body: StaffAcceptSchema, response: { 200: Message } },
    },
    async (request) => {
      await staff.accept(request.body);
      return { success: true, error: false, message: STAFF_MSG.accepted };
    },
  );
}
