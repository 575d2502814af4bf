import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  ADDRESS_MSG,
  AddressIdSchema,
  AddressInputSchema,
  AddressSchema,
  AddressUpdateSchema,
} from '@zina/shared/schemas/address';
import { requireAuth } from '../../lib/access';
import { addressService } from './service';

export async function addressRoutes(app: FastifyInstance) {
  const addresses = addressService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  r.post(
    '/api/address/create',
    {
      config: user,
      schema: { body: AddressInputSchema, response: { 201: apiResponse(AddressSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        error: false,
        message: ADDRESS_MSG.created,
        data: await addresses.create(requireAuth(request).userId, request.body),
      }),
  );

  r.get(
    '/api/address/get',
    { config: user, schema: { response: { 200: apiResponse(z.array(AddressSchema)) } } },
    async (request) => ({
      success: true,
      error: false,
      message: ADDRESS_MSG.list,
      data: await addresses.list(requireAuth(request).userId),
    }),
  );

  r.put(
    '/api/address/update',
    {
      config: user,
      schema: { body: AddressUpdateSchema, response: { 200: apiResponse(AddressSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: ADDRESS_MSG.updated,
      data: await addresses.update(requireAuth(request).userId, request.body),
    }),
  );

  r.delete(
    '/api/address/disable',
    {
      config: user,
      schema: { body: AddressIdSchema, response: { 200: apiResponse(z.undefined().optional()) } },
    },
    async (request) => {
      await addresses.disable(requireAuth(request).userId, request.body._id);
      return { success: true, error: false, message: ADDRESS_MSG.disabled };
    },
  );
}
