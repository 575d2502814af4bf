import Fastify from 'fastify';

/** A bare Fastify route answering a fixed JSON of a product page's size: the machine's ceiling. */
export async function startBaseline(port, sampleBody) {
  const app = Fastify({ logger: false });
  const body = sampleBody;
  app.get('/baseline', async (_req, reply) => reply.type('application/json').send(body));
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/baseline`, stop: () => app.close() };
}
