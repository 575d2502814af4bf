import { existsSync, readFileSync } from 'node:fs';
import { pageAnswerKey } from '@zina/shared/page-answer-key';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPagePath } from '@zina/shared/page-paths';
import { absoluteUrl } from './public-url';

export interface PageMeta {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  type?: string;
  jsonLd?: unknown[];
  status?: number;
  /** The page's largest picture, fetched from the head alongside the code (its LCP). */
  preloadImages?: PreloadImage[];
  /** Source files of the page's lazy route (keys of Vite's manifest), preloaded with their imports. */
  modules?: string[];
  /** The API answers the page asks for first, embedded so that it renders without waiting. */
  answers?: PageAnswer[];
}

/**
 * One API call's answer as the storefront would receive it. `body` is the request body exactly
 * as the storefront sends it: the storefront finds the answer by method, path and that body
 * (apps/web/src/api/page-answers.ts).
 */
export interface PageAnswer {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The answer's JSON text (a cached answer's body). */
  json: string;
}

/**
 * An image the page shows above the fold. `srcset`/`sizes` must be exactly those of the <img>
 * (or <source>), so the browser picks the same file and reuses the preloaded one.
 */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  /** For a <picture> whose sources differ by viewport: one preload per media query. */
  media?: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** `<link rel="modulepreload">` hrefs of a source file's chunk and its static imports, minus the entry's. */
export type ModulePreloads = (sources: readonly string[]) => string[];

/** Reads Vite's build manifest (dist/.vite/manifest.json); without one, nothing is preloaded. */
export function manifestPreloads(distDir: string): ModulePreloads {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  // The entry and its imports are already in index.html (script and Vite's own modulepreloads).
  const loaded = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return (sources) =>
    [...closure(sources)].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** The head of the SPA's not-found page, for any address that is no page of the shop. */
export const NOT_FOUND_PAGE: PageMeta = { title: 'Page non trouvée | Zina', status: 404 };

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
export const safeJsonForScript = (value: unknown) => escapeJsonText(JSON.stringify(value));

/** The same on JSON text: these characters only occur inside its strings, where \u escapes hold. */
const escapeJsonText = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function preloadTag(image: PreloadImage): string {
  const attrs = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(image.href)}"`,
    image.srcset && `imagesrcset="${escapeHtml(image.srcset)}"`,
    image.srcset && image.sizes && `imagesizes="${escapeHtml(image.sizes)}"`,
    image.media && `media="${escapeHtml(image.media)}"`,
    'fetchpriority="high"',
  ];
  return `<link ${attrs.filter(Boolean).join(' ')}>`;
}

export function renderHead(
  template: string,
  meta: PageMeta,
  publicUrl: string,
  modulePreloads: ModulePreloads = () => [],
): string {
  // The picture first: it is small and waits on nothing; the route's code after the main script's.
  const images = (meta.preloadImages ?? []).map((image) => `\n${preloadTag(image)}`).join('');
  const modules = modulePreloads(meta.modules ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
  );
  const tags = [
    ...modules,
    meta.description && `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.canonical &&
      `<link rel="canonical" href="${escapeHtml(absoluteUrl(publicUrl, meta.canonical))}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    meta.description &&
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}">`,
    meta.canonical &&
      `<meta property="og:url" content="${escapeHtml(absoluteUrl(publicUrl, meta.canonical))}">`,
    meta.image &&
      `<meta property="og:image" content="${escapeHtml(absoluteUrl(publicUrl, meta.image))}">`,
    ...(meta.jsonLd ?? []).map(
      (block) => `<script type="application/ld+json">${safeJsonForScript(block)}</script>`,
    ),
    meta.answers?.length &&
      `<script type="application/json" id="page-answers">${escapeJsonText(
        `{${meta.answers.map((a) => `${JSON.stringify(pageAnswerKey(a.method, a.path, a.body))}:${a.json}`).join(',')}}`,
      )}</script>`,
  ].filter(Boolean);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>${images}`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `${tags.join('\n')}\n</head>`);
}

export function registerSpa(
  app: FastifyInstance,
  opts: { distDir: string; publicUrl: string; resolvers: PageMetaResolver[] },
) {
  const template = readFileSync(join(opts.distDir, 'index.html'), 'utf8');
  const modulePreloads = manifestPreloads(opts.distDir);
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
    const page = (meta: PageMeta) => ({
      html: renderHead(template, meta, opts.publicUrl, modulePreloads),
      status: meta.status ?? 200,
    });
    for (const resolve of opts.resolvers) {
      const meta = await resolve(path, request);
      if (meta) return page(meta);
    }
    // Probes for /.env or /wp-login.php get a real 404 (with the shop's not-found page).
    return isPagePath(path) ? { html: template, status: 200 } : page(NOT_FOUND_PAGE);
  };
}
