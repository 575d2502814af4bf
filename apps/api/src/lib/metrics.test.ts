import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '@test/fixtures/shop';
import { QUEUE_SAMPLE, sampleSum } from '@test/metrics-text';
import { createTestApp, type TestApp } from '@test/test-app';
import { orderKit } from '@test/kits/order-test-kit';
import { registerQueueGauges } from './metrics';
import { startMetricsServer, stopMetricsServer } from './metrics-server';

let t: TestApp;
let server: Server;
let scrapeUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_PORT: '9464' } });
  server = await startMetricsServer({ port: 0, host: '127.0.0.1', cluster: false });
  scrapeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  stopMetricsServer(server);
  await t?.close();
});

const scrape = async () => {
  const res = await fetch(scrapeUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};

const duration = 'http_request_duration_seconds_count';

describe('Prometheus metrics', () => {
  it('times requests by route pattern, method and status; unmatched URLs share one label', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
    }
    const ids = ['a1', 'b2', 'c3'];
    for (const id of ids) {
      const res = await t.app.inject({ method: 'GET', url: `/api/nothing-here/${id}` });
      expect(res.statusCode).toBe(404);
    }
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      sampleSum(after, duration, labels) - sampleSum(before, duration, labels);
    expect(delta({ route: '/healthz', method: 'GET', status: '200' })).toBe(3);
    expect(delta({ route: 'unmatched', method: 'GET', status: '404' })).toBe(3);
    // The raw URLs never become labels.
    expect(after).not.toContain('nothing-here');
    expect(sampleSum(after, 'http_request_duration_seconds_bucket', { le: '+Inf' })).toBe(
      sampleSum(after, duration),
    );
  });

  it('counts orders placed and catalogue cache hits and misses', async () => {
    const before = await scrape();
    const product = await createProduct(t.deps, { price: 120, stock: 5 });
    t.deps.catalogueCache.clear();
    const list = () =>
      t.app.inject({ method: 'POST', url: '/api/product/get', payload: { page: 1 } });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    const listed = await scrape();
    const delta = (from: string, to: string, name: string) =>
      sampleSum(to, name) - sampleSum(from, name);
    expect(delta(before, listed, 'zina_catalogue_cache_misses_total')).toBe(1);
    expect(delta(before, listed, 'zina_catalogue_cache_hits_total')).toBe(2);

    const customer = await createCustomer(t.deps);
    await orderKit(t).placeOrder(customer, [[product, 2]]);
    const after = await scrape();
    expect(delta(listed, after, 'zina_orders_placed_total')).toBe(1);
    expect(
      sampleSum(after, duration, {
        route: '/api/order/cash-on-delivery',
        method: 'POST',
        status: '201',
      }),
    ).toBe(1);
  });

  it('reports the database pool and the job queue (0 until the queue reports)', async () => {
    const first = await scrape();
    expect(first).toMatch(QUEUE_SAMPLE);
    expect(sampleSum(first, 'zina_job_queue_depth')).toBe(0);
    expect(sampleSum(first, 'zina_job_oldest_age_seconds')).toBe(0);
    expect(sampleSum(first, 'zina_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(first).toMatch(/^zina_db_pool_waiting_requests \d/m);

    let calls = 0;
    registerQueueGauges(async () => {
      if (++calls > 1) throw new Error('database away');
      return { depth: 7, oldestAgeSeconds: 93 };
    });
    const reported = await scrape();
    expect(sampleSum(reported, 'zina_job_queue_depth')).toBe(7);
    expect(sampleSum(reported, 'zina_job_oldest_age_seconds')).toBe(93);
    // A failed read keeps the last values: the scrape still answers.
    const failed = await scrape();
    expect(sampleSum(failed, 'zina_job_queue_depth')).toBe(7);
    expect(sampleSum(failed, 'zina_job_oldest_age_seconds')).toBe(93);
    // Both gauges share one read a scrape.
    expect(calls).toBe(2);
  });

  it('serves /metrics only', async () => {
    const res = await fetch(scrapeUrl.replace('/metrics', '/'));
    expect(res.status).toBe(404);
  });
});
