import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import '@zina/shared/zod-fr';
import { accessPlugin } from './lib/access';
import { answerSerializer } from './lib/answer-serializer';
import { clientAddressReader } from './lib/client-address';
import { frontBodyHook, type FrontAnswers } from './lib/front-answers';
import { serverWithFrontAnswers } from './lib/front-server';
import { catalogueCachePlugin } from './lib/catalogue-cache';
import { brotliParams, COMPRESSION, sendEncoded } from './lib/compression';
import { registerCors } from './lib/cors';
import type { AppDeps } from './lib/deps';
import { installErrorHandlers } from './lib/error-handler';
import { AccessLog, requestLogger } from './lib/logging';
import { limitCounting } from './lib/rate-limit/shared-limit-store';
import { nextRequestId } from './lib/request-ids';
import { closeRedis, connectRedis } from './lib/redis';
import { outsideRateLimit } from './lib/rate-limit/outside-rate-limit';
import { registerApiDocs } from './lib/openapi/openapi';
import { frontAnswerMetrics, requestMetricsPlugin } from './lib/request-metrics';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerSpa, type PageMetaResolver } from './lib/spa';
import { registerModules } from './modules/register';
import { sessionChecks } from './modules/user';

declare module 'fastify' {
  interface FastifyInstance {
    /** Features add resolvers here to fill the head of their pages (title, JSON-LD…). */
    pageMetaResolvers: PageMetaResolver[];
    /** The cached public reads answered before the framework (lib/front-answers.ts). */
    front: FrontAnswers;
  }
}

export interface BuildOptions {
  deps: AppDeps;
  logger?: boolean | object;
  /** Directory of the built SPA; when absent only the API is served. */
  webDist?: string | null;
  /** The mail queue's worker in this process (default); tests send queued mail by hand. */
  runMailWorker?: boolean;
}

const API_PREFIXES = ['/api/', '/auth/', '/uploads/'];

const RATE_LIMIT_WINDOW_MS = 60_000;

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { deps } = opts;
  const { config } = deps;
  const counting = limitCounting(deps);
  const { front, serverFactory } = serverWithFrontAnswers({
    counters: counting.counters,
    limit: { max: config.rateLimitMax, windowMs: RATE_LIMIT_WINDOW_MS },
    client: clientAddressReader(config.trustProxy),
    log: () => app.log,
    nextRequestId,
    answered: frontAnswerMetrics(config.metrics !== undefined),
  });
  const app: FastifyInstance = Fastify({
    logger: opts.logger ?? false,
    logController: new AccessLog(),
    childLoggerFactory: requestLogger,
    bodyLimit: 1024 * 1024,
    // Spread as its own object: a union-typed trustProxy would pick Fastify's HTTP/2 overload.
    ...({ trustProxy: config.trustProxy } as FastifyServerOptions),
    routerOptions: { maxParamLength: 200 },
    genReqId: nextRequestId,
    serverFactory,
  });
  app.decorate('front', front);
  app.addHook('preParsing', frontBodyHook);
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(deps.media));
  installErrorHandlers(app);
  // Only where something reads them (METRICS_PORT); tests turn them on the same way.
  if (config.metrics) await app.register(requestMetricsPlugin, { database: deps.database });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          // The uploads' address in answers (S3, a CDN, or this shop under PUBLIC_URL).
          `${deps.media.base}/`,
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  // Text answers compressed on the fly (brotli at a fast level); built assets are precompressed.
  await app.register(compress, {
    global: true,
    // Answers only: no client of the shop compresses what it sends, and a compressed body is a
    // decompression bomb's way in (and a hook on every request).
    globalDecompression: false,
    threshold: COMPRESSION.threshold,
    encodings: [...COMPRESSION.encodings],
    brotliOptions: { params: brotliParams() },
  });
  await registerCors(app, config);
  await connectRedis(deps.redis);
  app.addHook('onClose', async () => closeRedis(deps.redis));
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    ...counting.plugin,
    allowList: outsideRateLimit,
    // The limit's headers go with the 429 (and its Retry-After), not on every answer below it.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
  // The session check is the user module's: lib knows no table of a module.
  await app.register(accessPlugin, { deps, sessionRole: await sessionChecks(app, deps) });
  await app.register(catalogueCachePlugin, { deps });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    // A load balancer stops sending here while the requests in flight finish.
    if (deps.lifecycle.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await deps.database.ping();
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  const resolvers: PageMetaResolver[] = [];
  app.decorate('pageMetaResolvers', resolvers);

  await registerApiDocs(app, config);
  await registerModules(app, { runMailWorker: opts.runMailWorker });

  if (!config.s3) {
    const uploadsDir = join(config.dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  const serveIndex = opts.webDist
    ? registerSpa(app, { distDir: opts.webDist, publicUrl: config.publicUrl, resolvers })
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && serveIndex && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = await serveIndex(request);
      reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      // A phone's first visit waits on this document before anything else (issue 50).
      return sendEncoded(reply, page.html);
    }
    return reply.status(404).send({
      success: false,
      error: true,
      code: 'NOT_FOUND',
      message: `Ressource introuvable : ${request.method} ${request.url.split('?')[0]}`,
    });
  });
  return app;
}
