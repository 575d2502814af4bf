import cluster from 'node:cluster';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateDatabase, openDatabase, isEmptyDatabase, type Database } from './db/client';
import { seedDemoShop } from './seed/seed';
import { createDeps } from './lib/create-deps';
import type { AppDeps } from './lib/deps';
import { collectProcessMetrics, shareMetricsWithPrimary } from './lib/metrics';
import { startMetricsServer, stopMetricsServer } from './lib/metrics-server';
import { keepDataPrivate } from './db/private-data';
import { logDestination, loggerOptions } from './lib/logging';
import { findWebDist } from './lib/spa';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Migrations and the first seed run once, before any worker serves. */
async function prepareDatabase(config: Config): Promise<boolean> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    preparedStatements: config.dbPreparedStatements,
  });
  try {
    await migrateDatabase(database);
    if (!(await isEmptyDatabase(database.db))) return false;
    await seedDemoShop(createDeps(config, database));
    return true;
  } finally {
    await database.close();
  }
}

async function serve(config: Config): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    preparedStatements: config.dbPreparedStatements,
  });
  const deps = createDeps(config, database);
  const app = await buildApp({
    deps,
    webDist: findWebDist(),
    logger: loggerOptions({
      level: config.logLevel,
      // Pretty lines for a person at a terminal only; to a file or a log collector, JSON lines
      // (pretty-printing every request costs a thread's worth of CPU).
      ...(!config.production && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
        : { stream: logDestination() }),
    }),
  });

  stopOnSignals(app, deps, database);
  await app.listen({ port: config.port, host: config.host });
}

/**
 * SIGTERM: readiness answers 503 at once and the drain tasks (running jobs) begin; the shop keeps
 * taking requests for SHUTDOWN_GRACE_MS so that a load balancer sees the 503, then stops
 * accepting, lets the requests in flight finish, waits for the drain tasks, closes the database
 * and exits 0. SIGINT: the same without the grace.
 */
function stopOnSignals(app: FastifyInstance, deps: AppDeps, database: Database): void {
  // The open connections, so that a shutdown can end the keep-alive ones with their answer in
  // flight. Counted per connection, not per request: a listener and a set entry per request cost
  // a cached read a few per cent of its CPU (docs/PERFORMANCE.md).
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Ctrl-C at a terminal has no load balancer to warn.
    const graceMs = signal === 'SIGTERM' ? deps.config.shutdownGraceMs : 0;
    app.log.info(`${signal} reçu : arrêt en cours`);
    const drained = deps.lifecycle.drain();
    const timer = setTimeout(() => process.exit(1), graceMs + 10_000);
    timer.unref();
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    // A keep-alive connection whose request was running would otherwise stay open after its
    // answer (Fastify and Node close only the connections idle at this instant) and hold the
    // shutdown until the forced exit: the answer says the connection closes, and any connection
    // that still goes idle (an answer already streaming) is closed.
    for (const socket of connections) {
      const response = answerInFlight(socket);
      if (response && !response.headersSent) response.setHeader('connection', 'close');
    }
    setInterval(() => app.server.closeIdleConnections(), 250).unref();
    await app.close();
    for (const failure of await drained) app.log.error(failure, 'tâche d’arrêt en échec');
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * The answer a connection is writing, if any: Node's own link from a socket to its current
 * response (set while it is served, cleared once it is sent), read as http-terminator does.
 */
function answerInFlight(socket: Socket): ServerResponse | null {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;
}

function announce(config: Config, seeded: boolean) {
  console.log(
    [
      '',
      `  Zina est prête : ${config.publicUrl}`,
      `  Base de données : ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/db)`}` +
        (config.workers > 1 ? ` — ${config.workers} processus` : ''),
      seeded ? '  Boutique de démonstration créée.' : '',
      '  Comptes de démonstration :',
      `    admin  ${config.admin.email} / ${config.production ? '(ADMIN_PASSWORD)' : config.admin.password}`,
      config.production ? '' : '    client client@zina.ma / ZinaClient2026!',
      '',
    ]
      .filter((l) => l !== '')
      .join('\n'),
  );
}

/**
 * METRICS_PORT: the endpoint lives in the primary; a worker only answers the primary's requests.
 * Returns its stop, called once every worker has gone (the primary then exits).
 */
async function startMetrics(config: Config): Promise<() => void> {
  if (!config.metrics) return () => {};
  if (cluster.isWorker) {
    collectProcessMetrics();
    shareMetricsWithPrimary();
    return () => {};
  }
  const clustered = config.workers > 1;
  if (!clustered) collectProcessMetrics();
  const server = await startMetricsServer({ ...config.metrics, cluster: clustered });
  return () => stopMetricsServer(server);
}

async function main() {
  const config = readConfig();
  keepDataPrivate(config.dataDir);
  if (cluster.isWorker) {
    await startMetrics(config);
    return serve(config);
  }

  const seeded = await prepareDatabase(config);
  const stopMetrics = await startMetrics(config);
  if (config.workers <= 1) {
    await serve(config);
    announce(config, seeded);
    return;
  }
  // One process per core: each worker has its own event loop and connection pool.
  let stopping = false;
  for (let i = 0; i < config.workers; i++) cluster.fork();
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === config.workers) announce(config, seeded);
  });
  cluster.on('exit', (worker, code) => {
    if (stopping && Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) {
      stopMetrics();
    }
    if (!stopping && code !== 0) {
      console.error(`Processus ${worker.process.pid} arrêté (code ${code}) : relance`);
      cluster.fork();
    }
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
