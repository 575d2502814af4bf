import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once: they are the same for every answer, and
 * @fastify/helmet would rebuild its middleware (and parse the policy again) on each request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = `${value}`),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * What a data answer (JSON, PDF, feed) needs, after OWASP's REST security sheet: nothing may run,
 * load or frame it, and it is never sniffed as something else. The page headers (policy for
 * scripts, styles and images, referrer, prefetch…) only mean something to a document, and half
 * the bytes of a small JSON answer were those headers.
 */
export function dataAnswerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(
      kept.filter((name) => name in pageHeaders).map((name) => [name, pageHeaders[name]!]),
    ),
  };
}

/** The pages under /api: the interactive API documentation and its assets. */
const API_PAGES = '/api/docs';

/** Everything under /api answers data, except the documentation's pages. */
export const answersData = (url: string): boolean =>
  url.startsWith('/api/') && !url.startsWith(API_PAGES);

/**
 * Uploaded images are public catalogue pictures: other sites (a separate front end,
 * marketplaces, feeds' crawlers) may embed them. Data for the rest: nothing in them may run.
 */
const UPLOADS = '/uploads/';

/**
 * The built scripts and styles (hashed names, cached a year): no document, so a data answer's
 * headers (never sniffed, same origin only). The page set (≈ 600 bytes of policy, framing and
 * referrer headers a script ignores) was a tenth of a phone's first-visit JavaScript budget over
 * its three files (issue 50).
 */
const BUILT_ASSETS = '/assets/';

/** One hook for every answer's security headers, each set worked out once. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = securityHeaders(options);
  const dataHeaders = dataAnswerHeaders(pageHeaders);
  const uploadHeaders = { ...dataHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(
      url.startsWith(UPLOADS)
        ? uploadHeaders
        : answersData(url) || url.startsWith(BUILT_ASSETS)
          ? dataHeaders
          : pageHeaders,
    );
    done();
  });
}
