import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import Fastify from 'fastify';

// argv: port, file holding the body, number of processes (as many as the shop runs).
const [port, bodyFile, workers] = process.argv.slice(2);
const count = Number(workers) || availableParallelism();

if (cluster.isPrimary && count > 1) {
  for (let i = 0; i < count; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const body = readFileSync(bodyFile, 'utf8');
  const app = Fastify({ logger: false });
  app.get('/baseline', async (_req, reply) => reply.type('application/json').send(body));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}
