import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PageMeta {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  type?: string;
  jsonLd?: unknown[];
  status?: number;
}

/** Fills a page's head for shared links and search engines; null keeps the default head. */
export type PageMetaResolver = (path: string, request: FastifyRequest) => Promise<PageMeta | null>;

/** The built SPA, found from here whether running from src/ or from the bundled dist/. */
export function findWebDist(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the tag or open a comment. */
export const safeJsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderHead(template: string, meta: PageMeta, publicUrl: string): string {
  const tags = [
    meta.description && `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.canonical && `<link rel="canonical" href="${escapeHtml(publicUrl + meta.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    meta.description &&
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}">`,
    meta.canonical &&
      `<meta property="og:url" content="${escapeHtml(publicUrl + meta.canonical)}">`,
    meta.image &&
      `<meta property="og:image" content="${escapeHtml(meta.image.startsWith('http') ? meta.image : publicUrl + meta.image)}">`,
    ...(meta.jsonLd ?? []).map(
      (block) => `<script type="application/ld+json">${safeJsonForScript(block)}</script>`,
    ),
  ].filter(Boolean);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `${tags.join('\n')}\n</head>`);
}

export function registerSpa(
  app: FastifyInstance,
  opts: { distDir: string; publicUrl: string; resolvers: PageMetaResolver[] },
) {
  const template = readFileSync(join(opts.distDir, 'index.html'), 'utf8');
  app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders(res, path) {
      // Vite names assets by content hash: they never change under the same name.
      if (path.includes(`${join(opts.distDir, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  return async function serveIndex(
    request: FastifyRequest,
  ): Promise<{ html: string; status: number }> {
    const path = request.url.split('?')[0] ?? '/';
    for (const resolve of opts.resolvers) {
      const meta = await resolve(path, request);
      if (meta)
        return { html: renderHead(template, meta, opts.publicUrl), status: meta.status ?? 200 };
    }
    return { html: template, status: 200 };
  };
}
