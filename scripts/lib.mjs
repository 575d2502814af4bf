import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import spawn from 'cross-spawn';

// A path, not a URL's: no %20 for a space, no /C:/ on Windows.
export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs a command to its end, or stops here with its status. Through cross-spawn, as every command
 * of these scripts: npm and npx are .cmd files on Windows, which Node does not start by name.
 */
export function run(cmd, args, opts = {}) {
  const result = spawn.sync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

/** Builds when an output is missing or older than the sources it comes from. */
export function buildIfStale() {
  const apiOut = join(root, 'apps/api/dist/server.js');
  const webOut = join(root, 'apps/web/dist/index.html');
  const shared = newest(join(root, 'packages/shared/src'));
  const stale = (out, ...srcs) =>
    !existsSync(out) ||
    Math.max(shared, ...srcs.map((s) => newest(join(root, s)))) > statSync(out).mtimeMs;
  const webBuild = ['vite.config.ts', 'first-load-chunk.ts', 'icon-imports.ts', 'precompress.ts'];
  if (
    stale(
      webOut,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      ...webBuild.map((f) => `apps/web/${f}`),
    )
  ) {
    console.log('Construction de l’application web…');
    run('npm', ['run', 'build', '-w', 'apps/web']);
  }
  if (stale(apiOut, 'apps/api/src')) {
    console.log('Construction du serveur…');
    run('npm', ['run', 'build', '-w', 'apps/api']);
  }
}
