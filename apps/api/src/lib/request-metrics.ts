import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import {
  catalogueCacheHits,
  frontAnswersGiven,
  httpRequestDuration,
  UNMATCHED_ROUTE,
  watchPool,
} from './metrics';

/** Times every answer by its route pattern, and points the pool gauges at this app's database. */
export const requestMetricsPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const stats = () => opts.database.poolStats();
    watchPool(stats);
    app.addHook('onClose', async () => watchPool(null));
    // A callback hook: no promise per answer on the hot path.
    app.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        {
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          method: request.method,
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
);

/**
 * What each front answer (lib/front-answers.ts) counts: itself, a catalogue cache hit (so the hit
 * ratio keeps its meaning), and, where metrics are read, its duration as the plugin above would.
 */
export const frontAnswerMetrics =
  (timed: boolean) => (route: string, method: string, status: number, seconds: number) => {
    frontAnswersGiven.inc();
    catalogueCacheHits.inc();
    if (timed) httpRequestDuration.observe({ route, method, status: String(status) }, seconds);
  };
