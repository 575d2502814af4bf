import type { SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@zina/shared/api-response';
import { ACCESS_LEVELS, type Access } from '../access';

const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/** Every refusal and failure has the same body: a `code` to decide on, a French `message`. */
const { $schema: _dialect, ...errorBody } = z.toJSONSchema(ApiErrorSchema);
const ERROR_RESPONSES = {
  '4XX': { description: 'Refus (code et message en français)', ...errorBody },
  '5XX': { description: 'Panne (code et message en français)', ...errorBody },
};

const ACCESS_NOTE: Record<Access, string> = {
  public: 'Accès : public.',
  user: 'Accès : client connecté (jeton Bearer).',
  staff: 'Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT).',
  admin: 'Accès : administrateur (jeton Bearer d’un compte ADMIN).',
};

/** The module a path belongs to: /api/<module>/…, Google sign-in under /auth, feeds, sitemap. */
export function moduleOf(url: string): string {
  const api = /^\/api\/([a-z-]+)\//.exec(url);
  if (api) return api[1]!;
  if (url.startsWith('/auth/')) return 'oauth';
  if (url.startsWith('/feeds/')) return 'feed';
  return url === '/sitemap.xml' ? 'product' : 'other';
}

/**
 * The zod schemas the routes validate with, as OpenAPI; each operation tagged by its module and
 * marked with its declared access. Routes that declare no access (static files, the SPA, the
 * docs page itself) are not part of the API and stay out of the document.
 */
export const openApiTransform: SwaggerTransform = (document) => {
  const access = document.route.config?.access;
  if (!access || !ACCESS_LEVELS.includes(access) || document.schema?.hide) {
    return { schema: { hide: true }, url: document.url };
  }
  const { schema, url } = zodToOpenApi(document);
  return {
    url,
    schema: {
      ...schema,
      response: { ...(schema?.response as object | undefined), ...ERROR_RESPONSES },
      tags: [moduleOf(url)],
      description: [schema?.description, ACCESS_NOTE[access]].filter(Boolean).join('\n\n'),
      security: access === 'public' ? [] : [{ bearerAuth: [] }],
      'x-access': access,
    },
  };
};
