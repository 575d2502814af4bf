import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';
import { AppError, invalid } from './errors';

const BAD_FORM = 'Formulaire d’envoi invalide : veuillez réessayer';

/** The French answer when the form holds no file in `field`. */
export const noImageIn = (field: string) =>
  `Aucune image reçue : envoyez le fichier dans le champ « ${field} »`;

/**
 * Lets the routes of `scope` take a multipart form with one image (the 5 MB limit enforced while
 * streaming). Registered in the scopes of the routes that take uploads only: the plugin hooks
 * every request of its scope (three hooks and a listener per answer), which cost each storefront
 * read a few per cent of its CPU (docs/PERFORMANCE.md); elsewhere such a form is a 415.
 */
export async function acceptImageForms(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });
}

/**
 * The bytes of the multipart form's file in `field` (an upload, an avatar); the 5 MB limit is
 * enforced while streaming (acceptImageForms). Every refusal is a 400 in French.
 */
export async function readImagePart(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(noImageIn(field));
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw invalid(noImageIn(field));
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
