import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { childrenOf, usageSampler } from './usage.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freshDatabase(baseUrl) {
  const name = `zina_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The environment of the production build serving on 127.0.0.1:`port`, its files in `dataDir`,
 * mail to the outbox, quiet logs and a request limit no benchmark reaches.
 */
export function benchEnv({ port, dataDir }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    MAIL_OUTBOX: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
  };
}

/** The production build on PostgreSQL, as an operator would run it. */
export async function startShop({ databaseUrl, port, workers, profileDir, cacheMb }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zina-bench-'));
  const env = {
    ...benchEnv({ port, dataDir }),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ADMIN_PASSWORD: 'Bench-Admin-2026!',
    AUTH_RATE_LIMIT_MAX: '100000000',
    // Each benchmark customer places hundreds of orders, all pending.
    ORDER_MAX_PENDING: '1000000000',
    ...(workers ? { WEB_CONCURRENCY: String(workers) } : {}),
    ...(cacheMb !== undefined ? { CATALOGUE_CACHE_MB: String(cacheMb) } : {}),
  };
  // --cpu-prof: each process (cluster workers too) writes its profile when it exits.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, 'apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir,
    usage: usageSampler(child.pid),
    /** How many processes serve (its cluster workers, or itself); null where /proc is missing. */
    processes() {
      if (!existsSync(`/proc/${child.pid}`)) return null;
      return Math.max(1, childrenOf(child.pid).length);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
