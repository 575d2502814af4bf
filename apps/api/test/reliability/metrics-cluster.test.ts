import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { QUEUE_SAMPLE, sampleSum } from '../metrics-text';
import { cleanedUpAfterFile, freePort, sleep, startServer } from './harness';

const made = cleanedUpAfterFile();

/** A request on a connection of its own, so that the cluster hands each to the next worker. */
const getStatus = (url: string) =>
  new Promise<number>((ok, fail) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.once('end', () => ok(res.statusCode ?? 0));
    }).once('error', fail);
  });

describe.runIf(process.env.DATABASE_URL)('/metrics with two workers (PostgreSQL)', () => {
  it('sums the workers on METRICS_PORT, never on the shop port', async () => {
    const pgdb = await made.freshPostgres();
    const metricsPort = await freePort();
    const server = await startServer({
      dataDir: made.tempDir(),
      databaseUrl: pgdb.url,
      workers: 2,
      extra: { METRICS_PORT: String(metricsPort) },
    });
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      return res.text();
    };
    const count = (text: string) =>
      sampleSum(text, 'http_request_duration_seconds_count', { route: '/readyz' });

    const before = await scrape();
    for (let i = 0; i < 100; i++) expect(await getStatus(`${server.url}/readyz`)).toBe(200);
    const after = await scrape();

    expect(count(after) - count(before)).toBeGreaterThanOrEqual(100);
    // Each worker pinged the database through its own pool: both are in the sum.
    expect(sampleSum(after, 'zina_db_pool_connections')).toBeGreaterThanOrEqual(2);
    expect(after).toMatch(QUEUE_SAMPLE);
    expect(await getStatus(`${server.url}/metrics`)).toBe(404);

    process.kill(server.pid, 'SIGTERM');
    const exit = await Promise.race([server.exited, sleep(30_000).then(() => null)]);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
  }, 180_000);
});
