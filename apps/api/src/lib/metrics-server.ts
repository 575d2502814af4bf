import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './metrics';

/**
 * The Prometheus endpoint: a small HTTP server of its own in the primary process, on METRICS_HOST
 * (loopback by default), never on the shop's port. With workers it sums theirs
 * (prom-client's cluster aggregator); with one process it reads this process's registry.
 */
export async function startMetricsServer(opts: {
  port: number;
  host: string;
  cluster: boolean;
}): Promise<Server> {
  const aggregator = opts.cluster ? new AggregatorRegistry() : null;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    const read = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    read.then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: Error) => {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`Metrics unavailable: ${error.message}\n`);
      },
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host, () => ok());
  });
  return server;
}

/** Stops the endpoint, scrapes in progress included (Prometheus keeps its connections open). */
export function stopMetricsServer(server: Server): void {
  server.close();
  server.closeAllConnections();
}
