import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Methods the API's routes use; the plugin's default (GET, HEAD, POST) would block carts and admin edits. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Front ends on WEB_ORIGIN (and the shop itself) may call every route with a bearer token. */
export async function registerCors(app: FastifyInstance, config: Config) {
  const allowed = new Set([...config.webOrigins, config.publicUrl]);
  await app.register(cors, {
    // false rather than a refusal header set: another origin's preflight gets no CORS header at all.
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: CORS_METHODS,
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: true,
    maxAge: 600,
  });
}
