import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';

/**
 * Every Prometheus metric of the shop, in one registry per process. With several worker
 * processes the primary asks each for its registry and sums them (lib/metrics-server.ts);
 * `aggregator` says how a metric combines when summing would be wrong.
 */
export const registry = new Registry();

/** The `route` label of a request no route matched (SPA pages, 404s): URLs are unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });

export const ordersPlaced = counter('zina_orders_placed_total', 'Orders placed');
export const mailsSent = counter('zina_mails_sent_total', 'Mails sent');
export const mailsFailed = counter('zina_mails_failed_total', 'Mail sending attempts that failed');
export const catalogueCacheHits = counter(
  'zina_catalogue_cache_hits_total',
  'Catalogue answers served from the cache (or from a load already running)',
);
export const frontAnswersGiven = counter(
  'zina_front_answers_total',
  'Cached public answers repeated before the framework (counted as catalogue cache hits too)',
);
export const catalogueCacheMisses = counter(
  'zina_catalogue_cache_misses_total',
  'Catalogue answers loaded from the database',
);

export interface QueueState {
  depth: number;
  oldestAgeSeconds: number;
}

let readQueue: (() => Promise<QueueState>) | null = null;
let lastQueue: QueueState = { depth: 0, oldestAgeSeconds: 0 };

/**
 * The job queue reports its state through this, read at each scrape. Until it is called the
 * gauges read 0. A failed read keeps the last value: the gauges are always present.
 */
export function registerQueueGauges(fn: () => Promise<QueueState>): void {
  readQueue = fn;
}

let reading: Promise<QueueState> | null = null;

/** One read a scrape, shared by both gauges. */
function currentQueue(): Promise<QueueState> {
  reading ??= readQueueOnce().finally(() => (reading = null));
  return reading;
}

async function readQueueOnce(): Promise<QueueState> {
  if (!readQueue) return lastQueue;
  try {
    lastQueue = await readQueue();
  } catch {
    // The database is away: readiness says so; the scrape still answers.
  }
  return lastQueue;
}

// The queue is one table shared by every process: each worker reports the same numbers, so the
// cluster keeps the largest rather than the sum.
const queueGauge = (name: string, help: string, pick: (q: QueueState) => number) =>
  new Gauge({
    name,
    help,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.set(pick(await currentQueue()));
    },
  });

queueGauge('zina_job_queue_depth', 'Jobs waiting in the queue (mails…)', (q) => q.depth);
queueGauge(
  'zina_job_oldest_age_seconds',
  'Age of the oldest waiting job, in seconds',
  (q) => q.oldestAgeSeconds,
);

export interface PoolStats {
  /** Connections open. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

let readPool: (() => PoolStats) | null = null;

/** The database pool this process uses (set by the app; each process has its own pool). */
export function watchPool(fn: (() => PoolStats) | null): void {
  readPool = fn;
}

const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(readPool ? pick(readPool()) : 0);
    },
  });

poolGauge('zina_db_pool_connections', 'Database connections open', (s) => s.total);
poolGauge('zina_db_pool_idle_connections', 'Database connections idle', (s) => s.idle);
poolGauge(
  'zina_db_pool_waiting_requests',
  'Queries waiting for a database connection',
  (s) => s.waiting,
);

let processMetrics = false;

/** CPU, memory, event-loop delay…: only in processes that serve metrics. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

/** In a cluster worker: answer the primary's requests for this process's metrics. */
export function shareMetricsWithPrimary(): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's IPC listener in this worker.
  new AggregatorRegistry();
}
