import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiResponse } from '@zina/shared/api-response';
import { UploadedImageSchema } from '@zina/shared/schemas/file';
import { acceptImageForms, noImageIn, readImagePart } from '../../lib/image-part';
import { fileService } from './service';

const FIELD = 'image';
export const NO_IMAGE = noImageIn(FIELD);

export async function fileRoutes(app: FastifyInstance) {
  await acceptImageForms(app);
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
      data: await files.uploadImage(await readImagePart(request, FIELD)),
    }),
  );
}
