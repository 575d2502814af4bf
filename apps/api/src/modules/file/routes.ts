import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { MSG } from '@zina/shared/messages';
import { AppError, invalid } from '../../lib/errors';
import { fileService } from './service';

export const UploadedImageSchema = z.object({
  url: z.string(),
  srcset: z.array(z.object({ width: z.number().int(), url: z.string() })),
});

const FIELD = 'image';
export const NO_IMAGE = 'Aucune image reçue : envoyez le fichier dans le champ « image »';
const BAD_FORM = 'Formulaire d’envoi invalide : veuillez réessayer';

export async function fileRoutes(app: FastifyInstance) {
  const files = fileService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/file/upload',
    {
      config: { access: 'admin' },
      schema: { response: { 200: apiResponse(UploadedImageSchema) } },
    },
    async (request) => ({
      success: true,
      error: false,
      message: 'Image téléchargée avec succès',
      data: await files.uploadImage(await readImagePart(request)),
    }),
  );
}

/** The bytes of the `image` part; the 5 MB limit is enforced while streaming (app.ts). */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(NO_IMAGE);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FIELD) throw invalid(NO_IMAGE);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw invalid(MSG.imageTooBig);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(MSG.imageTooBig);
    // Let the error handler phrase the multipart plugin's own limits; a broken body is a 400.
    if (statusCode && statusCode >= 400 && statusCode < 500 && code?.startsWith('FST_')) {
      throw error;
    }
    throw invalid(BAD_FORM);
  }
}
