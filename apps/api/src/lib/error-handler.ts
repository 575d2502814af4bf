import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfStatus, type ErrorCode } from '@zina/shared/errors';
import { MSG } from '@zina/shared/messages';
import { AppError } from './errors';

const BAD_TEXT = 'Données invalides : le texte contient un caractère non autorisé';

const body = (message: string, code: ErrorCode) => ({ success: false, error: true, code, message });

/** Fastify's own client errors, in French. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY:
    'Données invalides : le corps de la requête n’est pas un JSON valide',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Données invalides : le corps de la requête est vide',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Requête trop volumineuse',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longueur de contenu invalide',
  FST_REQ_FILE_TOO_LARGE: 'La taille du fichier ne doit pas dépasser 5MB',
  FST_PARTS_LIMIT: 'Trop de champs dans le formulaire',
  FST_FILES_LIMIT: 'Un seul fichier à la fois',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Le formulaire doit être envoyé en multipart/form-data',
  FST_ERR_VALIDATION: MSG.invalid,
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(body(first?.message || MSG.invalid, 'VALIDATION'));
    }
    if (BAD_TEXT_CODES.has(pgCode(error) ?? '')) {
      // Text PostgreSQL cannot hold (a NUL character…) came from the client: its fault, not ours.
      request.log.info({ err: loggable(error) }, 'text refused by the database');
      return reply.status(400).send(body(BAD_TEXT, 'VALIDATION'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body(MSG.tooManyRequests, 'RATE_LIMITED'));
    if (status >= 400 && status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (error instanceof SyntaxError
          ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!
          : MSG.invalid);
      return reply.status(status).send(body(message, codeOfStatus(status)));
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: loggable(error) }, 'database unavailable');
      return reply.status(503).send(body(MSG.unavailable, 'UNAVAILABLE'));
    }
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return reply.status(500).send(body(MSG.server, 'SERVER_ERROR'));
  });
}

/** PostgreSQL refuses these values as text: NUL (22021), untranslatable character (22P05). */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
function pgCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * A failed query's error carries its parameters (password hashes, reset-code hashes, e-mails…):
 * the log gets the query and the database's own error, never the values.
 */
function loggable(error: unknown): unknown {
  const e = error as { query?: unknown; params?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || !('params' in e) || typeof e.query !== 'string') return error;
  const cause = e.cause as { message?: string; code?: string; stack?: string } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${e.query}`,
    code: cause?.code,
    cause: cause && { message: cause.message, code: cause.code, stack: cause.stack },
  };
}

/** Socket and PostgreSQL codes of a database that cannot be reached or is going away. */
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);
const DOWN_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable/i;

/**
 * Whether the database is unreachable (503, not 500). Drizzle wraps the driver's error
 * (DrizzleQueryError, whose message holds the query and its values): the cause is read; the
 * message is only read on errors that carry no query values.
 */
function isDatabaseDown(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && DOWN_CODES.has(e.code)) return true;
    if (!('params' in e) && DOWN_MESSAGE.test(String(e.message))) return true;
  }
  return false;
}
