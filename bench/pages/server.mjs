import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchEnv } from '../lib/server.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The production build on a fresh embedded database (seeded with the demo boutique at start). */
export async function startShop({ port }) {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is taken: choose another with --port`);
  const dataDir = mkdtempSync(join(tmpdir(), 'zina-pages-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...benchEnv({ port, dataDir }),
      DATABASE_URL: '',
      WEB_CONCURRENCY: '',
      JWT_SECRET: 'pages-bench-secret-pages-bench-secret-0123',
      ADMIN_PASSWORD: 'Pages-Bench-2026!',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited) {
    if (await answers(url)) return { url, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the server on ${url} did not become ready`);
}

async function answers(url) {
  try {
    return (await fetch(`${url}/readyz`)).ok;
  } catch {
    return false;
  }
}
