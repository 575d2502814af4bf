import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  api,
  killAllServers,
  removeDir,
  sleep,
  START_TIMEOUT_MS,
  startServer,
  tempDir,
} from '../reliability/harness';

const dirs: string[] = [];
afterAll(async () => {
  await killAllServers();
  dirs.forEach(removeDir);
});

/** Every entry under `root` that anyone but the shop's user may read, write or enter. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const mode = statSync(path).mode & 0o777;
      if (mode & 0o077) found.push(`${relative(root, path)} ${mode.toString(8)}`);
      if (entry.isDirectory()) walk(path);
    }
  };
  if (statSync(root).mode & 0o077) found.push(`. ${(statSync(root).mode & 0o777).toString(8)}`);
  walk(root);
  return found;
}

describe('data files', () => {
  // A fresh data directory is unpacked and seeded first: on a loaded CI host that alone has
  // taken more than the default 30 s, like every other test that starts a shop.
  it(
    'are private to the shop: the database, the secrets and the outbox',
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const server = await startServer({ dataDir });
      // A mail in the outbox: the reset code of the admin.
      const asked = await api(server.url, 'PUT', '/api/user/forgot-password', {
        body: { email: ADMIN_EMAIL },
      });
      expect(asked.status).toBe(200);
      for (let i = 0; i < 40 && !readdirSync(dataDir).includes('outbox'); i++) await sleep(100);
      expect(readdirSync(join(dataDir, 'outbox')).length).toBeGreaterThan(0);
      expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(0);

      expect(openToOthers(dataDir)).toEqual([]);
    },
    START_TIMEOUT_MS + 30_000,
  );
});
