import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import Fastify from 'fastify';

// argv: port, file holding the body, number of processes (as many as the shop runs), and a
// database URL for /baseline-db: the same body after a `select 1` through a pool of the shop's
// size, the floor of any read that goes to the database.
const [port, bodyFile, workers, databaseUrl] = process.argv.slice(2);
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
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    app.get('/baseline-db', async (_req, reply) => {
      await pool.query({ name: 'floor', text: 'select 1 as one' });
      return reply.type('application/json').send(body);
    });
  }
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}
