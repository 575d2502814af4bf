import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiResponse } from '@zina/shared/api-response';
import { AvatarSchema, PublicUserSchema, UpdateUserSchema } from '@zina/shared/schemas/user';
import { requireAuth } from '../../lib/access';
import { acceptImageForms, noImageIn, readImagePart } from '../../lib/image-part';
import { profileService } from './profile';

const FIELD = 'avatar';
export const NO_AVATAR = noImageIn(FIELD);

export async function profileRoutes(app: FastifyInstance) {
  await acceptImageForms(app);
  const profile = profileService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const strict = { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' };

  r.put(
    '/api/user/update-user',
    {
      // Tight, as the sign-in: the body may carry a guess of the current password.
      config: { access: 'user', rateLimit: strict },
      schema: { body: UpdateUserSchema, response: { 200: apiResponse(PublicUserSchema) } },
    },
    async (request) => {
      const { userId, sessionId } = requireAuth(request);
      const user = await profile.updateUser({ userId, sessionId }, request.body);
      await app.mailQueuedForAnswer();
      return { success: true, error: false, message: 'Profil mis à jour avec succès', data: user };
    },
  );

  r.put(
    '/api/user/upload-avatar',
    { config: { access: 'user' }, schema: { response: { 200: apiResponse(AvatarSchema) } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const bytes = await readImagePart(request, FIELD);
      return {
        success: true,
        error: false,
        message: 'Photo de profil mise à jour avec succès',
        data: await profile.setAvatar(userId, bytes),
      };
    },
  );
}
