import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBaseline } from './lib/baseline.mjs';
import { parseArgs } from './lib/args.mjs';
import { growCatalogue, sampleData } from './lib/catalogue.mjs';
import { codClaimScenario } from './lib/cod-claim.mjs';
import { codQueueScenario } from './lib/cod-queue.mjs';
import { deliveryReportScenario } from './lib/delivery-report.mjs';
import { expressScenario } from './lib/express.mjs';
import { feedScenario } from './lib/feed.mjs';
import { orderScenario } from './lib/order.mjs';
import { SCENARIOS } from './lib/scenarios.mjs';
import { freshDatabase, startShop } from './lib/server.mjs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench -- --products 1000,10000,100000 --duration 10`: the production build on a fresh
 * PostgreSQL database, loaded with autocannon (50 connections) on 127.0.0.1. Results are written
 * to bench/results/<date>-<scenario>.json; nothing here fails on a figure.
 */
const opts = parseArgs(process.argv.slice(2));
const root = fileURLToPath(new URL('..', import.meta.url));
spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });

const loadOptions = (url, run) => ({
  url,
  connections: opts.connections,
  duration: opts.duration,
  requests: run.requests,
});
const load = (url, run) => autocannon(loadOptions(url, run));

const rows = [];
const results = {};
/**
 * CPU milliseconds each part spent per answer (per order for checkouts: three calls make one),
 * or null where /proc cannot tell.
 */
const cpuPer = (cpu, count) =>
  cpu && count
    ? Object.fromEntries(
        Object.entries(cpu).map(([part, seconds]) => [
          part,
          Math.round((seconds * 1e5) / count) / 100,
        ]),
      )
    : null;

const record = (size, name, r, usage, extra = {}) => {
  const row = {
    scenario: name,
    products: size,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Bytes on the wire per answer, headers included: what compression saves a phone.
    kbPerAnswer: r.requests.total
      ? Math.round(r.throughput.total / r.requests.total / 102.4) / 10
      : null,
    non2xx: r.non2xx,
    errors: r.errors,
    peakMemoryMB: usage?.peak ? Math.round(usage.peak / 1024 / 1024) : null,
    cpuMs: cpuPer(usage?.cpu, extra.orders ?? r.requests.total),
    cacheMb: name === 'baseline' ? null : (opts.cacheMb ?? 'default'),
    ...extra,
  };
  rows.push(row);
  (results[name.split('-')[0]] ??= []).push(row);
  return row;
};

// Baseline: a bare route with a body the size of a product page, in the same run.
let baselineRps = null;
let shop = null;
let database = null;
try {
  for (const size of opts.products) {
    database = await freshDatabase(opts.databaseUrl);
    shop = await startShop({
      databaseUrl: database.url,
      port: 3900,
      workers: opts.workers,
      profileDir: opts.profileDir,
      cacheMb: opts.cacheMb,
    });
    await growCatalogue(database.url, size);
    const sample = await sampleData(database.url);
    if (baselineRps === null && opts.scenarios.includes('baseline')) {
      const detail = await fetch(`${shop.url}/api/product/get-product-details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: sample.products[0].id }),
      }).then((r) => r.text());
      // As many processes as the shop runs (its default depends on where PostgreSQL is).
      const processes = opts.workers ?? shop.processes();
      const baseline = await startBaseline(3901, detail, processes, database.url);
      baseline.usage.start();
      const r = await autocannon({
        url: baseline.url,
        connections: opts.connections,
        duration: opts.duration,
      });
      baselineRps = r.requests.average;
      record(size, 'baseline', r, baseline.usage.stop(), {
        bodyBytes: Buffer.byteLength(detail),
      });
      // The database's floor: the same answer after one `select 1` through a pool.
      baseline.usage.start();
      const withDb = await autocannon({
        url: baseline.dbUrl,
        connections: opts.connections,
        duration: opts.duration,
      });
      record(size, 'baseline-db', withDb, baseline.usage.stop());
      await baseline.stop();
    }
    for (const scenario of opts.scenarios) {
      if (scenario === 'baseline') continue;
      if (scenario === 'feed') {
        // Not a load: each feed read once, whole, while the server's memory is sampled.
        shop.usage.start();
        const feeds = await feedScenario(shop.url);
        const usage = shop.usage.stop();
        const none = { requests: { average: 0 }, latency: {}, non2xx: 0, errors: 0 };
        record(size, 'feed', none, usage, feeds);
        continue;
      }
      if (scenario === 'order' || scenario === 'order-warm') {
        // `order,order-warm`: the same checkout twice on one shop, new customers each time, so
        // that a fresh process's warm-up (ADR 0021) and its steady state read side by side.
        const outcome = await orderScenario(shop.url, database.url, opts, shop.usage);
        record(size, scenario, outcome.result, outcome.usage, outcome.extra);
        continue;
      }
      if (scenario === 'express' || scenario === 'express-warm') {
        // `express,express-warm`: the form twice on one shop, as `order,order-warm` (ADR 0021).
        const outcome = await expressScenario(shop.url, database.url, opts, shop.usage);
        record(size, scenario, outcome.result, outcome.usage, outcome.extra);
        continue;
      }
      if (scenario === 'delivery-report') {
        // Not a load: one 5 000-row report previewed, applied and applied again, each timed.
        const outcome = await deliveryReportScenario(shop.url, database.url, shop.usage);
        if (outcome.skipped) console.log(`delivery-report ignoré : ${outcome.skipped}`);
        else {
          const none = { requests: { average: 0 }, latency: {}, non2xx: 0, errors: 0 };
          record(size, 'delivery-report', none, outcome.usage, outcome.extra);
        }
        continue;
      }
      if (scenario === 'cod-claim') {
        // Like cod-queue, it leaves 10 000 pending orders behind (the two share them).
        const outcome = await codClaimScenario(shop.url, database.url, opts, shop.usage);
        record(size, 'cod-claim', outcome.result, outcome.usage, outcome.extra);
        continue;
      }
      if (scenario === 'cod-queue') {
        // Last of a size: it leaves 10 000 pending orders behind.
        const outcome = await codQueueScenario(shop.url, database.url, opts, shop.usage);
        if (outcome.skipped) console.log(`cod-queue ignoré : ${outcome.skipped}`);
        else
          for (const run of outcome.runs) record(size, run.name, run.result, run.usage, run.extra);
        continue;
      }
      const make = SCENARIOS[scenario];
      if (!make) throw new Error(`Scénario inconnu : ${scenario}`);
      for (const run of make(sample)) {
        // Warm-up, not recorded: first compilations, pool connections, the cache's first loads.
        await autocannon({ ...loadOptions(shop.url, run), duration: opts.warmup });
        shop.usage.start();
        const r = await load(shop.url, run);
        record(size, run.name, r, shop.usage.stop());
      }
    }
    await shop.stop();
    shop = null;
    await database.drop();
    database = null;
  }
} finally {
  if (shop) await shop.stop();
  if (database) await database.drop();
}

for (const row of rows) row.ratio = baselineRps ? Number((row.rps / baselineRps).toFixed(2)) : null;
const date = new Date().toISOString().slice(0, 10);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const suffix = opts.cacheMb === '0' ? '-nocache' : '';
for (const [scenario, list] of Object.entries(results)) {
  writeFileSync(
    new URL(`./results/${date}-${scenario}${suffix}.json`, import.meta.url),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: opts.connections,
        duration: opts.duration,
        rows: list,
      },
      null,
      2,
    ),
  );
}
console.table(
  rows.map((r) => ({
    scenario: r.scenario,
    products: r.products,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'KB/answer': r.kbPerAnswer,
    'ratio to baseline': r.ratio,
    'peak MB': r.peakMemoryMB,
    // CPU ms an answer (an order) costs the server / PostgreSQL / the load tool.
    'CPU ms srv/db/tool': r.cpuMs
      ? `${r.cpuMs.server}/${r.cpuMs.database}/${r.cpuMs.loadTool}`
      : null,
    ...(opts.cacheMb !== undefined ? { 'cache MB': r.cacheMb } : {}),
    non2xx: r.non2xx,
    ...(r.orders !== undefined ? { orders: r.orders, 'orders/s': r.ordersPerSecond } : {}),
  })),
);
