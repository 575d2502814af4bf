import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const DOCS = '/api/docs';
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};

/**
 * Swagger UI served from the installed swagger-ui-dist, never a CDN: the shop's CSP allows
 * scripts from 'self' only, so the page has no inline script (its start-up is a file too).
 */
export function registerDocsPage(app: FastifyInstance, specPath: string) {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map<string, Buffer>();
  const read = (name: string) => {
    let body = files.get(name);
    if (!body) files.set(name, (body = readFileSync(join(dist, name))));
    return body;
  };
  const page = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Zina — documentation de l’API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${DOCS}/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="${DOCS}/swagger-ui-bundle.js"></script>
<script src="${DOCS}/start.js"></script></body></html>`;
  const start = `window.ui = SwaggerUIBundle(${JSON.stringify({
    url: specPath,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
  })});`;
  const docs = { config: { access: 'public' as const }, schema: { hide: true } };

  app.get(DOCS, docs, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
  app.get(`${DOCS}/start.js`, docs, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(start),
  );
  app.get<{ Params: { file: string } }>(`${DOCS}/:file`, docs, async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.callNotFound();
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(read(request.params.file));
  });
}
