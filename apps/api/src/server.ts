import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase, isEmptyDatabase } from './db/client';
import { seedDemoShop } from './db/seed/seed';
import { createDeps } from './lib/create-deps';
import { findWebDist } from './lib/spa';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
  await migrateDatabase(database);
  const deps = createDeps(config, database);
  const seeded = (await isEmptyDatabase(database.db)) ? await seedDemoShop(deps) : null;

  const app = await buildApp({
    deps,
    webDist: findWebDist(),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
      ...(config.production
        ? {}
        : { transport: { target: 'pino-pretty', options: { singleLine: true } } }),
    },
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu : arrêt en cours`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  console.log(
    [
      '',
      `  Zina est prête : ${url}`,
      `  Base de données : ${database.kind === 'pglite' ? `PGlite (${config.dataDir}/db)` : 'PostgreSQL'}`,
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
