import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  LoginSchema,
  PublicUserSchema,
  RefreshedSchema,
  RegisterSchema,
  TokensSchema,
} from '@zina/shared/schemas/user';
import { requireAuth } from '../../lib/access';
import { bearer } from '../../lib/tokens';
import { unauthenticated } from '../../lib/errors';
import { MSG } from '@zina/shared/messages';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';
import { staffRoutes } from './staff/staff-routes';
import { takeRefreshCookie } from './refresh-cookie';
import { userService } from './service';
import { avatarsUseUpload } from './upload-use';

const Message = apiResponse(z.undefined().optional());

export async function userRoutes(app: FastifyInstance) {
  app.deps.uploadUses.add(avatarsUseUpload);
  const users = userService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const strict = { rateLimit: { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' } };

  r.post(
    '/api/user/register',
    {
      config: { access: 'public', ...strict },
      schema: { body: RegisterSchema, response: { 201: Message } },
    },
    async (request, reply) => {
      await users.register(request.body);
      app.wakeMailWorker();
      return reply.status(201).send({ success: true, error: false, message: MSG.registered });
    },
  );

  r.post(
    '/api/user/login',
    {
      config: { access: 'public', ...strict },
      schema: { body: LoginSchema, response: { 200: apiResponse(TokensSchema) } },
    },
    async (request) => {
      const t = await users.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return {
        success: true,
        error: false,
        message: 'Connexion réussie',
        data: { accesstoken: t.accessToken, refreshToken: t.refreshToken },
      };
    },
  );

  r.post(
    '/api/user/refresh-token',
    {
      config: { access: 'public', ...strict },
      schema: { response: { 200: apiResponse(RefreshedSchema) } },
    },
    async (request, reply) => {
      // The cookie first: the page that claims it may still hold an older session's bearer.
      const token =
        takeRefreshCookie(request, reply) ??
        bearer(request.headers.authorization) ??
        (request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
      if (typeof token !== 'string') throw unauthenticated(MSG.sessionExpired);
      const t = await users.refresh(token);
      return { success: true, error: false, message: 'Session renouvelée', data: t };
    },
  );

  r.get(
    '/api/user/logout',
    { config: { access: 'user' }, schema: { response: { 200: Message } } },
    async (request) => {
      await users.logout(requireAuth(request).sessionId);
      return { success: true, error: false, message: 'Déconnexion réussie' };
    },
  );

  r.get(
    '/api/user/user-details',
    { config: { access: 'user' }, schema: { response: { 200: apiResponse(PublicUserSchema) } } },
    async (request) => ({
      success: true,
      error: false,
      message: 'Détails de l’utilisateur',
      data: await users.details(requireAuth(request).userId),
    }),
  );

  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(staffRoutes);
}
