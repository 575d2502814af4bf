import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiResponse } from '@zina/shared/api-response';
import { MSG } from '@zina/shared/messages';
import { AvatarSchema, PublicUserSchema, UpdateUserSchema } from '@zina/shared/schemas/user';
import { requireAuth } from '../../lib/access';
import { AppError, invalid } from '../../lib/errors';
import { profileService } from './profile';

const FIELD = 'avatar';
export const NO_AVATAR = 'Aucune image reçue : envoyez le fichier dans le champ « avatar »';
const BAD_FORM = 'Formulaire d’envoi invalide : veuillez réessayer';

export async function profileRoutes(app: FastifyInstance) {
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
      const bytes = await readAvatarPart(request);
      return {
        success: true,
        error: false,
        message: 'Photo de profil mise à jour avec succès',
        data: await profile.setAvatar(userId, bytes),
      };
    },
  );
}

/** The bytes of the `avatar` part; the 5 MB limit is enforced while streaming (app.ts). */
async function readAvatarPart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(NO_AVATAR);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FIELD) throw invalid(NO_AVATAR);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw invalid(MSG.imageTooBig);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(MSG.imageTooBig);
    if (statusCode && statusCode >= 400 && statusCode < 500 && code?.startsWith('FST_')) {
      throw error;
    }
    throw invalid(BAD_FORM);
  }
}
