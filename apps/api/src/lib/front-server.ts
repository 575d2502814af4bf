import { createServer, type Server } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { frontAnswers, type FrontAnswersOptions } from './front-answers';

/**
 * Fastify's HTTP server with the front answers ahead of its handler (ADR 0012), set up as Fastify
 * sets up its own; the front steps aside once the server stops taking connections.
 */
export function serverWithFrontAnswers(options: Omit<FrontAnswersOptions, 'open'>) {
  let server: Server | undefined;
  const front = frontAnswers({ ...options, open: () => server?.listening ?? false });
  const serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    // Fastify's defaults are filled in by now.
    const timeouts = fastifyOptions as Record<
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout',
      number
    >;
    server = createServer(front.listener(handler));
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
  return { front, serverFactory };
}
