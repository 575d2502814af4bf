import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usageSampler } from './usage.mjs';
import { fileURLToPath } from 'node:url';

/**
 * A bare Fastify route answering a fixed JSON of a product page's size: the machine's ceiling.
 * In processes of its own, as many as the shop runs, so that the two compare like for like.
 */
export async function startBaseline(port, sampleBody, workers, databaseUrl) {
  const file = join(mkdtempSync(join(tmpdir(), 'zina-baseline-')), 'body.json');
  writeFileSync(file, sampleBody);
  const script = fileURLToPath(new URL('./baseline-server.mjs', import.meta.url));
  const args = [
    script,
    String(port),
    file,
    String(workers ?? ''),
    ...(databaseUrl ? [databaseUrl] : []),
  ];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/baseline`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dbUrl: `http://127.0.0.1:${port}/baseline-db`,
    usage: usageSampler(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
